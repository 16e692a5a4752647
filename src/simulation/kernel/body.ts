import { badRequest, payloadTooLarge } from '../DemoError';
import { describeBytes, describeCount, LIMITS } from './limits';

export type Input = Record<string, unknown>;

/**
 * The body's bytes, refused with 413 as soon as they pass `maxBytes`: a declared Content-Length
 * is refused before anything is read, a chunked body when the running count passes the limit,
 * so an oversized upload never sits in memory whole.
 */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    payloadTooLarge(`The request body is too large: the limit is ${describeBytes(maxBytes)}`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses JSON nested deeper than the limit (code that walks results recursively would run out
 * of stack) and text longer than any field may be; walked with a stack, not recursion.
 */
export function checkShape(value: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= LIMITS.nestingDepth) {
      throw badRequest(`The request body is nested too deeply: the limit is ${LIMITS.nestingDepth} levels`);
    }
    for (const child of Object.values(next.value)) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: next.depth + 1 });
    }
  }
}

function parseJson(bytes: Uint8Array): Input {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object');
  }
  checkShape(parsed);
  return parsed as Input;
}

async function parseMultipart(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Input> {
  let form: FormData;
  try {
    const type = request.headers.get('content-type') ?? '';
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The multipart body could not be read');
  }
  // No prototype: a field named `__proto__` is a field like any other.
  const fields: Input = Object.create(null);
  form.forEach((value, key) => {
    if (typeof value === 'string' && value.length > LIMITS.textCharacters) {
      throw badRequest(`${key} is too long: the limit is ${describeCount(LIMITS.textCharacters)} characters`);
    }
    // A repeated field (several `files`) becomes a list; a single one stays a value.
    const earlier = fields[key];
    fields[key] =
      earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  });
  return fields;
}

/** The body of a request as fields: JSON or multipart, within the limits of `LIMITS`. */
export async function readBody(request: Request): Promise<Input> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return parseMultipart(request, await readLimited(request, LIMITS.multipartBodyBytes));
  }
  return parseJson(await readLimited(request, LIMITS.jsonBodyBytes));
}
