import { badRequest } from '../DemoError';
import type { Input } from './context';

/** A non-blank string field, or 400 '<field> is required'. */
export function requiredText(input: Input, field: string): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required`);
  return value;
}

/** A string field when present; 400 when it has another type. */
export function optionalText(input: Input, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value;
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
