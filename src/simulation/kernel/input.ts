import { badRequest } from '../DemoError';
import { foldAsciiCase } from './addresses';
import type { Input } from './context';
import { describeCount, LIMITS } from './limits';

/** 400 '<field> is too long: the limit is N characters' past `max`. */
export function checkLength(field: string, value: string, max: number = LIMITS.textCharacters): string {
  if (value.length > max)
    throw badRequest(`${field} is too long: the limit is ${describeCount(max)} characters`);
  return value;
}

/** A non-blank string field of at most `max` characters, or 400 naming the field. */
export function requiredText(input: Input, field: string, max: number = LIMITS.textCharacters): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required`);
  return checkLength(field, value, max);
}

/** A string field when present; 400 when it has another type or passes `max` characters. */
export function optionalText(
  input: Input,
  field: string,
  max: number = LIMITS.textCharacters,
): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return checkLength(field, value, max);
}

/** A boolean field (JSON true/false or the strings multipart sends), or 400. */
export function requiredBoolean(input: Input, field: string): boolean {
  const value = input[field];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  throw badRequest(`${field} must be true or false`);
}

/** An array field when present (absent → empty); 400 when it is something else. */
export function optionalArray(input: Input, field: string): unknown[] {
  const value = input[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be a list`);
  return value;
}

/** A non-blank id of at most 128 characters, or 400 naming the field. */
export function requiredId(input: Input, field: string): string {
  return requiredText(input, field, LIMITS.idCharacters);
}

/** An id when present (blank counts as absent); 400 when it is not text or too long. */
export function optionalId(input: Input, field: string): string | undefined {
  const value = optionalText(input, field, LIMITS.idCharacters)?.trim();
  return value === '' ? undefined : value;
}

/** A name (trimmed, non-blank, at most 200 characters), or 400 naming the field. */
export function requiredName(input: Input, field = 'name'): string {
  return requiredText(input, field, LIMITS.nameCharacters).trim();
}

/** A valid email address (something@domain.tld, at most 254 characters), ASCII lower-cased; 400 otherwise. */
export function requiredEmail(input: Input, field: string): string {
  const email = foldAsciiCase(requiredText(input, field, LIMITS.emailCharacters).trim());
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please enter a valid email address');
  return email;
}
