// A call as a scenario writes it: "METHOD /path", where `*` (or the spec's `{chatId}`) stands for an id.

/** "POST /api/admin/allowed-users" read as its method and path. */
export function readCall(call: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/.exec(call.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Cannot read the call "${call}": write it as "METHOD /path"`);
  return { method: match[1], path: match[2] };
}

/** Whether `path` is `pattern`, where a `*` or a `{name}` stands for any one segment. */
export function pathFits(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const segments = path.split('/');
  const anyOne = (part: string) => part === '*' || /^\{\w+\}$/.test(part);
  return segments.length === wanted.length && wanted.every((part, i) => anyOne(part) || part === segments[i]);
}
