import type { ChannelFieldValues, ChannelType } from './entities';
import { fieldRequiredText } from './texts';

const SECRET_WORDS = [
  'password',
  'secret',
  'token',
  'key',
  'service_account',
  'refresh_token',
  'access_token',
  'client_secret',
  'api_key',
  'private_key',
  'auth_token',
];

/** Fields whose name looks secret are masked, with a show/hide toggle (spec 3 §5). */
export function isSecretField(fieldName: string): boolean {
  const name = fieldName.toLowerCase();
  return SECRET_WORDS.some((word) => name.includes(word));
}

export type FieldDraft = Record<string, string | boolean>;

/** The form's starting values: stored values as text, booleans as checkboxes. */
export function fieldDraftOf(type: ChannelType, stored: ChannelFieldValues = {}): FieldDraft {
  const draft: FieldDraft = {};
  for (const field of type.fields) {
    const value = stored[field.name];
    draft[field.name] =
      field.type === 'boolean'
        ? value === true || value === 'true'
        : value === undefined
          ? ''
          : String(value);
  }
  return draft;
}

/** The first required field left blank, as 'X is required'; null when every required field is set. */
export function missingFieldError(type: ChannelType, draft: FieldDraft): string | null {
  for (const field of type.fields) {
    if (!field.required || field.type === 'boolean') continue;
    const value = draft[field.name];
    if (typeof value !== 'string' || value.trim() === '') return fieldRequiredText(field.label);
  }
  return null;
}

/** What is sent: numbers as numbers, text as text, and unchecked booleans as the string 'false' (spec 3 §5). */
export function fieldValuesToSend(type: ChannelType, draft: FieldDraft): ChannelFieldValues {
  const values: ChannelFieldValues = {};
  for (const field of type.fields) {
    const value = draft[field.name];
    if (field.type === 'boolean') values[field.name] = value === true ? true : 'false';
    else if (typeof value === 'string' && value.trim() !== '') {
      values[field.name] = field.type === 'number' && Number.isFinite(Number(value)) ? Number(value) : value;
    }
  }
  return values;
}
