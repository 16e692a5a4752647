import { badRequest } from '../DemoError';

/**
 * `value` when it is one of `allowed`; 400 naming the field and the allowed values otherwise.
 * A list, never an object's keys, so `__proto__` or `constructor` is just another unknown word.
 */
export function oneOf<const T extends string>(field: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw badRequest(`${field} must be one of ${allowed.join(', ')}`);
}

/** A table keyed by what users send: a Map, so no key reaches Object.prototype. */
export function tableOf<V>(entries: Record<string, V>): ReadonlyMap<string, V> {
  return new Map(Object.entries(entries));
}
