import { pathFits, readCall } from '../calls/call-address';

/** One call the page made to the demo backend, with the fields it sent (query, JSON or form). */
export interface CallReceived {
  method: string;
  path: string;
  fields: Record<string, unknown>;
}

/**
 * "PUT /api/v2/folders/*": a method and a path where `*` stands for one segment (an id), as an
 * analyst reads spec 2 §7's list of calls (read as every call step reads it: calls/call-address).
 */
export function callPattern(text: string): (method: string, path: string) => boolean {
  const { method, path } = readCall(text);
  return (asked, pathAsked) => asked.toUpperCase() === method && pathFits(path, pathAsked);
}

/** The query parameters of an address, as fields. */
export function queryFields(url: URL): Record<string, unknown> {
  return Object.fromEntries(url.searchParams.entries());
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

/** The JSON answer of a refused call: the demo backend's error shape (backend-contract). */
export const refusal = (status: number, error: string) => ({ status, body: { error } });
