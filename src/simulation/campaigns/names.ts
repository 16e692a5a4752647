import type { Input } from '../api/context';
import { badRequest } from '../DemoError';

const MAX_NAME = 200;

/** A folder or campaign name: non-blank after trimming (spec 2 §5), trimmed, at most 200 characters. */
export function requiredName(input: Input, field = 'name'): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required`);
  const name = value.trim();
  if (name.length > MAX_NAME) throw badRequest(`${field} must be at most ${MAX_NAME} characters`);
  return name;
}
