// A call as a scenario writes it: "METHOD /path", where `*` stands for an id made up meanwhile.

/** "POST /api/admin/allowed-users" read as its method and path. */
export function readCall(call: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/.exec(call.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Cannot read the call "${call}": write it as "METHOD /path"`);
  return { method: match[1], path: match[2] };
}

/** Whether `path` is `pattern`, where a `*` stands for any one segment. */
export function pathFits(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const segments = path.split('/');
  return segments.length === wanted.length && wanted.every((part, i) => part === '*' || part === segments[i]);
}
