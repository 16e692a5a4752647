import { ContractValidator } from '../../src/adapters/http/testing/contract-validator';
import { describedOf } from '../../src/contract/described/index';
import { fillPath, type HostEndpoint } from '../../src/contract/endpoint';

export interface DriveOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  form?: FormData;
  /** The bearer token; the signed-in one by default, null for none. */
  token?: string | null;
  /** Send the api key (default true). */
  key?: boolean;
  /** The status to expect; any 2xx by default. */
  expect?: number;
}

/** A call of a declared endpoint: its example's fields, with what the test adds or changes. */
export interface EndpointDrive extends DriveOptions {
  params?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, unknown>>;
}

export interface Driven {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in the contract test.
  json: any;
}

/**
 * Calls the running mock server as a client of the contract would, and holds each call to it:
 * the request before it goes, the answer (status, media type, body) when it comes. Remembers
 * which documented operations it drove.
 */
export class ContractDriver {
  readonly contract = new ContractValidator();
  readonly driven = new Set<string>();
  token: string | null = null;

  /**
   * `baseUrl` takes the calls (Prism's proxy in the contract test); `directUrl` the multipart
   * ones: Prism 5.16 forwards a multipart body as text, which corrupts the files' bytes.
   */
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly directUrl: string = baseUrl,
  ) {}

  /**
   * Calls a declared endpoint (src/contract) with its example, the test's own values (the records
   * it made, the acting user) laid over it.
   */
  drive(declared: HostEndpoint, options: EndpointDrive = {}): Promise<Driven> {
    const example = describedOf(declared).example ?? {};
    const { params, query, body, ...rest } = options;
    const merged = example.body || body ? { ...example.body, ...body } : undefined;
    return this.call(declared.method, fillPath(declared.path, { ...example.params, ...params }), {
      ...rest,
      query: { ...example.query, ...query },
      ...(merged && !options.form ? { body: merged } : {}),
    });
  }

  async call(method: string, path: string, options: DriveOptions = {}): Promise<Driven> {
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const sent = { method, path, query, body: options.form ?? options.body };
    const refused = this.contract.checkRequest(sent);
    if (refused.length > 0)
      throw new Error(`The test's own request is outside the contract:\n${refused.join('\n')}`);

    const url = new URL(path, options.form ? this.directUrl : this.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = {};
    if (options.key !== false) headers['x-api-key'] = this.apiKey;
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    // Set when the calls pass through Prism's validating proxy (testing/prism.ts).
    const violations = response.headers.get('sl-violations');
    if (violations)
      throw new Error(
        `Prism found ${method} ${path} outside the contract (${response.status}):\n${violations}`,
      );
    const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
    const problems = this.contract.checkAnswer(sent, answer);
    if (problems.length > 0)
      throw new Error(`The mock server answered outside the contract:\n${problems.join('\n')}`);
    const ok = options.expect === undefined ? response.ok : response.status === options.expect;
    if (!ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    this.driven.add(`${method} ${this.contract.templateOf(method, path)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json };
  }
}
