import type * as z from 'zod/mini';
import { type Endpoint, fillPath, type HostEndpoint, type ParamsOption } from '../../contract/endpoint';
import { BackendError } from '../../core/domain/errors';
import type { UploadWatch } from '../../core/ports/acting-context';
import { SystemClock } from '../browser/SystemClock';
import { type AnswerText, answerText, readAnswer, requireSuccess } from './answer';
import { abortable, CallAbort } from './call-abort';
import { HttpFailure, readWorded } from './failures';
import { type FormSender, fetchFormSender } from './form-upload';
import { fetchRetrying, type RetryTimers } from './retrying-fetch';
import { buildUrl, type Query } from './url';

export interface HttpClientConfig {
  /** Where the backend lives, e.g. 'http://127.0.0.1:3001' or 'https://host/backend'. */
  baseUrl: string;
  /** Sent as `x-api-key` on every request. */
  apiKey: string;
  /** The signed-in session's identity token, sent as a bearer token when there is one. */
  getToken: () => string | null | Promise<string | null>;
  /** The fetch to use; the global one by default. Tests pass a fake. */
  fetch?: typeof fetch;
  /** How multipart uploads go (XMLHttpRequest in the browser, for progress); over `fetch` by default. */
  sendForm?: FormSender;
  /** How many times an idempotent call is tried again after a network error or 502/503/504. */
  retries?: number;
  /** Delay before retry number `attempt + 1` (attempt counts from 0). */
  retryDelayMs?: (attempt: number) => number;
  /** The clock the delays between retries and the calls' timeouts run on (the app's, so a scenario's clock drives them); real timers by default. */
  clock?: RetryTimers;
  /** Told the backend's words whenever it no longer knows who a call acts as (401). */
  onSignedOut?: (words: string) => void;
}

interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Gives up after this many ms with ETIMEDOUT; there is no timeout by default (spec 1 §7). */
  timeoutMs?: number;
  /** A bearer token to send instead of the session's: signing in happens before a session exists. */
  token?: string;
  /** Body fields to read the error text from, in order of preference. */
  errorFields?: readonly string[];
}

export interface RequestOptions<T> extends CallOptions {
  /** Validates the JSON answer and shapes it; an empty answer reaches it as undefined. */
  schema: z.core.$ZodType<T>;
}

export interface UploadOptions<T> extends RequestOptions<T> {
  /** The upload's progress and the user's cancel. */
  watch?: UploadWatch;
}

export interface BodyRequestOptions<T> extends RequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
}

/** A call of a declared endpoint: the path's params besides the usual options. */
export type EndpointOptions<T, Path extends string> = BodyRequestOptions<T> & ParamsOption<Path>;
export type EndpointUploadOptions<T, Path extends string> = UploadOptions<T> & ParamsOption<Path>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Payload = { body: BodyInit; contentType?: string };

/** Repeating these cannot do a thing twice, so they may be retried. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const RETRY_STATUSES = new Set([502, 503, 504]);
/** Four more tries, 0.3 + 0.6 + 1.2 + 2.4 s apart: a backend that fails one read in four still answers. */
const DEFAULT_RETRIES = 4;
const defaultRetryDelay = (attempt: number) => 300 * 2 ** attempt;

/**
 * The one place the app calls fetch: base address, `x-api-key`, bearer token, retries of
 * idempotent calls, cancel and timeout, and zod validation of every answer. Every failure is a
 * HttpFailure (spec 1 §8 codes, and the BackendError kind the core reads), never a raw fetch or zod error.
 */
export class HttpClient {
  private readonly fetchOnce: typeof fetch;
  private readonly sendForm: FormSender;
  private readonly retries: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly clock: RetryTimers;

  constructor(private readonly config: HttpClientConfig) {
    this.fetchOnce = abortable(config.fetch ?? ((input, init) => fetch(input, init)));
    this.sendForm = config.sendForm ?? fetchFormSender(this.fetchOnce);
    this.retries = config.retries ?? DEFAULT_RETRIES;
    this.retryDelayMs = config.retryDelayMs ?? defaultRetryDelay;
    this.clock = config.clock ?? new SystemClock();
  }

  /** A JSON call of an endpoint of src/contract: method and path from its declaration. */
  send<T, Path extends string>(declared: Endpoint<Path>, options: EndpointOptions<T, Path>): Promise<T> {
    const path = fillPath(declared.path, options.params);
    const payload = declared.method === 'GET' ? undefined : jsonBody(options.body);
    return this.request(declared.method, path, payload, options);
  }

  /** A multipart call of an endpoint of src/contract (see postForm). */
  sendUpload<T, Path extends string>(
    declared: Endpoint<Path>,
    form: FormData,
    options: EndpointUploadOptions<T, Path>,
  ): Promise<T> {
    return this.postForm(fillPath(declared.path, options.params), form, options);
  }

  /** A GET of an endpoint of src/contract whose answer the caller reads itself (see getText). */
  sendText<Path extends string>(
    declared: Endpoint<Path>,
    options: CallOptions & ParamsOption<Path>,
  ): Promise<AnswerText> {
    return this.getText(fillPath(declared.path, options.params), options);
  }

  /** A GET of an endpoint of src/contract that answers a file: its bytes and its content-disposition. */
  sendForFile<Path extends string>(
    declared: HostEndpoint<Path>,
    options: CallOptions & ParamsOption<Path>,
  ): Promise<{ data: Blob; disposition: string | null }> {
    return this.call('GET', fillPath(declared.path, options.params), undefined, options, async (response) => {
      if (!response.ok) requireSuccess(response.status, await response.text(), options.errorFields);
      return { data: await response.blob(), disposition: response.headers.get('content-disposition') };
    });
  }

  /**
   * GET whose answer the caller reads itself, in parts if it likes, through `AnswerText`: the
   * bytes are not decoded until asked for, so a long answer's end can be read on its own.
   */
  private getText(path: string, options: CallOptions = {}): Promise<AnswerText> {
    return this.call('GET', path, undefined, options, async (response) => {
      const answer = answerText(new Uint8Array(await response.arrayBuffer()), 'GET', path, response.status);
      requireSuccess(response.status, response.ok ? '' : answer.text, options.errorFields);
      return answer;
    });
  }

  /**
   * POST as multipart/form-data, never retried (an upload is not idempotent), with its progress
   * and cancel. The browser sets the boundary, so no content-type here.
   */
  private async postForm<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
    const call = new CallAbort(options.watch?.cancel ?? options.signal, options.timeoutMs, this.clock);
    try {
      const progressed = options.watch?.progressed?.bind(options.watch);
      // Awaited only when the session's token is read asynchronously: the upload starts at once otherwise.
      const pending = this.token(options.token);
      const token = pending instanceof Promise ? await pending : pending;
      const answer = await this.sendForm({
        url: buildUrl(this.config.baseUrl, path, options.query),
        headers: this.headers(token, undefined),
        form,
        signal: call.signal,
        ...(progressed ? { progressed } : {}),
      });
      requireSuccess(answer.status, answer.text, options.errorFields);
      return await readWorded(() => readAnswer(options.schema, answer.text, 'POST', path, answer.status));
    } catch (error) {
      if (error instanceof BackendError) throw this.told(error);
      throw call.explain();
    } finally {
      call.dispose();
    }
  }

  private request<T>(
    method: Method,
    path: string,
    payload: Payload | undefined,
    options: RequestOptions<T>,
  ): Promise<T> {
    return this.call(method, path, payload, options, async (response) => {
      const text = await response.text();
      requireSuccess(response.status, text, options.errorFields);
      return readWorded(() => readAnswer(options.schema, text, method, path, response.status));
    });
  }

  /**
   * The bytes behind a download address the backend gave (a signed file link, a blob address):
   * fetched as it is, without the key or token, retried like any read.
   */
  fetchFile(url: string, options: CallOptions = {}): Promise<Blob> {
    return this.exchange('GET', url, undefined, {}, options, async (response) => {
      if (!response.ok) requireSuccess(response.status, await response.text());
      return response.blob();
    });
  }

  private async call<T>(
    method: Method,
    path: string,
    payload: Payload | undefined,
    options: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const url = buildUrl(this.config.baseUrl, path, options.query);
    const headers = this.headers(await this.token(options.token), payload?.contentType);
    return this.exchange(method, url, payload, headers, options, read);
  }

  private async exchange<T>(
    method: Method,
    url: string,
    payload: Payload | undefined,
    headers: Record<string, string>,
    options: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const call = new CallAbort(options.signal, options.timeoutMs, this.clock);
    try {
      const response = await fetchRetrying(
        this.fetchOnce,
        this.clock,
        {
          retries: (attempt, failure) =>
            !call.aborted &&
            attempt < this.retries &&
            IDEMPOTENT.has(method) &&
            ('error' in failure || RETRY_STATUSES.has(failure.response.status)),
          delayMs: this.retryDelayMs,
        },
        url,
        { method, headers, body: payload?.body, signal: call.signal },
      );
      return await read(response);
    } catch (error) {
      if (error instanceof HttpFailure) throw this.told(error);
      throw call.explain();
    } finally {
      call.dispose();
    }
  }

  /** A failure, once `onSignedOut` has heard of it if it is a 401. */
  private told<E extends BackendError>(failure: E): E {
    if (failure.kind === 'signed-out') this.config.onSignedOut?.(failure.message);
    return failure;
  }

  /** The bearer token: the one given, else the session's (which may be read asynchronously). */
  private token(given: string | undefined): string | null | Promise<string | null> {
    return given ?? this.config.getToken();
  }

  private headers(token: string | null, contentType: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': this.config.apiKey };
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    return headers;
  }
}

function jsonBody(body: unknown): { body: string; contentType: string } | undefined {
  return body === undefined ? undefined : { body: JSON.stringify(body), contentType: 'application/json' };
}
