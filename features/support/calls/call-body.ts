/** What a call's body carried: its fields (a JSON object's, or a multipart form's parts) and how many files. */
export interface CallBody {
  /** A JSON object's fields as sent; a multipart form's parts by name (`true` for a file). */
  fields: Record<string, unknown>;
  files: number;
}

const NOTHING: CallBody = { fields: {}, files: 0 };

/** The body the page handed to fetch (view-model level). */
export function bodyOfFetch(body: BodyInit | null | undefined): CallBody {
  if (typeof body === 'string') return { fields: jsonFields(body), files: 0 };
  if (!(body instanceof FormData)) return NOTHING;
  const parts = [...body.entries()];
  return {
    fields: Object.fromEntries(parts.map(([name, value]) => [name, value instanceof Blob ? true : value])),
    files: parts.filter(([, value]) => value instanceof Blob).length,
  };
}

/** The body Chromium sent, as Playwright shows it: text, multipart read by its parts' headers. */
export function bodyOfPost(body: string | null, contentType: string): CallBody {
  if (!body) return NOTHING;
  if (!contentType.startsWith('multipart/form-data')) return { fields: jsonFields(body), files: 0 };
  const parts = [...body.matchAll(/name="([^"]+)"(; filename=")?/g)];
  return {
    fields: Object.fromEntries(parts.map((part) => [part[1], true])),
    files: parts.filter((part) => part[2]).length,
  };
}

/** The top-level fields of a JSON body; nothing for a body that is not a JSON object. */
export function jsonFields(body: string | null | undefined): Record<string, unknown> {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
