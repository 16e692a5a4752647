import { badRequest } from '../DemoError';
import { checkLength } from './input';
import { LIMITS } from './limits';

/** The query parameters that are not ids: free text (searches, file names) and storage keys. */
const LONGER_PARAMETERS: ReadonlyMap<string, number> = new Map([
  ['search', LIMITS.nameCharacters],
  ['filename', LIMITS.nameCharacters],
  ['gcsPath', LIMITS.keyCharacters],
]);

/**
 * Every query parameter of every route is at most 128 characters (searches and file names 200,
 * storage keys 512), checked once before any route reads it: 400 naming the parameter. A route
 * that ignores a parameter still cannot be handed a megabyte of it.
 */
export function checkQueryLengths(query: URLSearchParams): void {
  for (const [name, value] of query) {
    if (name.length > LIMITS.idCharacters)
      throw badRequest(`A query parameter name is too long: the limit is ${LIMITS.idCharacters} characters`);
    checkLength(name, value, LONGER_PARAMETERS.get(name) ?? LIMITS.idCharacters);
  }
}
