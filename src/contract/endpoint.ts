/**
 * One call of the backend contract, where it is and who may make it: method, path template and
 * the permission-matrix row it answers to. Light on purpose: the HTTP adapters, in the app's first
 * load, build their paths from it, so what documents the call (schemas, summary, example) lives
 * beside it in ./described, which only the contract, the demo backend and the tests import.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `user` sends the api key and the bearer token (the default), `key` the api key
 * only (the demo identity provider), `signed-link` neither (the link carries its signature),
 * `open` nothing at all (the contract itself).
 */
export type Credentials = 'user' | 'key' | 'signed-link' | 'open';

export interface Endpoint<Path extends string = string, Rule extends string = string> {
  readonly method: Method;
  /** OpenAPI path template, e.g. '/api/v2/folders/{folderId}'. */
  readonly path: Path;
  /** The permission-matrix row (src/simulation/access/matrix.ts) the demo backend decides with. */
  readonly rule: Rule;
  readonly credentials?: Credentials;
}

/**
 * An endpoint the HTTP host answers itself (mock-server/http: fault mode, the samples, this
 * contract), outside the simulation and its permission matrix, so it has no row.
 */
export type HostEndpoint<Path extends string = string> = Omit<Endpoint<Path>, 'rule'>;

/** Declares a host endpoint, keeping its path as a literal type. */
export function hostEndpoint<const Path extends string>(declared: HostEndpoint<Path>): HostEndpoint<Path> {
  return declared;
}

/** Declares an endpoint, keeping its path and row as literal types (for typed params and rows). */
export function endpoint<const Path extends string, const Rule extends string>(
  declared: Endpoint<Path, Rule>,
): Endpoint<Path, Rule> {
  return declared;
}

/** The names of a path template's parameters: '/a/{x}/b/{y}' → 'x' | 'y'. */
export type ParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamName<Rest>
  : never;

export type ParamsOf<Path extends string> = { readonly [Name in ParamName<Path>]: string };

/** The params argument of a path: none for a path without parameters. */
export type ParamsArgument<Path extends string> = [ParamName<Path>] extends [never] ? [] : [ParamsOf<Path>];

/**
 * A path's params as a call's options carry them: none for a path without parameters, any for a
 * path only known as a string (a helper that passes on a typed call of its own).
 */
export type ParamsOption<Path extends string> = string extends Path
  ? { readonly params?: Readonly<Record<string, string>> }
  : [ParamName<Path>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: ParamsOf<Path> };

/**
 * A path template with its parameters filled in, each encoded as one segment: ids come from
 * users and servers, and a '/' or '?' inside one must not change the route.
 */
export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/** The endpoint's path with its parameters filled in. */
export function pathOf<Path extends string>(
  declared: HostEndpoint<Path>,
  ...[params]: ParamsArgument<Path>
): string {
  return fillPath(declared.path, params);
}

/** `METHOD /template`, how the contract test and the guards name an endpoint. */
export function endpointKey(declared: Pick<Endpoint, 'method' | 'path'>): string {
  return `${declared.method} ${declared.path}`;
}
