import type { TextFields, TextFieldValues } from '../../contract/fields/text-fields';
import type { Input } from './context';
import { optionalText } from './input';

/** The declared text fields a request sends, each held to its limit (else 400); the rest is not read. */
export function readTextFields<Fields extends TextFields>(
  input: Input,
  fields: Fields,
): TextFieldValues<Fields> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = optionalText(input, name, field.maxLength);
    if (value !== undefined) values[name] = value;
  }
  return values as TextFieldValues<Fields>;
}
