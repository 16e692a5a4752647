/** A query value; undefined and null are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * Builds an API path from a template, encoding every interpolated value as one path segment:
 * ids come from users and servers, and a '/' or '?' inside one must not change the route.
 */
export function apiPath(strings: TemplateStringsArray, ...segments: readonly (string | number)[]): string {
  return strings.reduce(
    (path, text, index) =>
      index < segments.length ? path + text + encodeURIComponent(String(segments[index])) : path + text,
    '',
  );
}

/** Joins the base address and a path, then appends the query values that are set. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}
