/**
 * A value with its provenance: the viewer shows `{ value, status, notes }` objects as three
 * columns (spec 1 §2), which lets a salesperson see what was read from the document and what not.
 */
export type FieldStatus =
  | 'extracted'
  /** Not stated in the document: the value stays empty. */
  | 'not found'
  /** A sample value shown for the demo's sake (no readable document): never validated. */
  | 'sample'
  /** The older word for 'sample', kept so that stored results still read. */
  | 'generated'
  | 'edited'
  | 'warning'
  | 'error'
  /** In a comparison with the original document: the value is what the document says. */
  | 'match'
  /** In a comparison with the original document: the value was changed since it was read. */
  | 'changed';

export interface TrackedField<T = unknown> {
  value: T;
  status: FieldStatus;
  notes: string;
}

export function tracked<T>(value: T, status: FieldStatus, notes: string): TrackedField<T> {
  return { value, status, notes };
}

/**
 * A configuration value no file of the chat states (an account id, a bid): left empty and marked,
 * so nobody launches with a value the assistant made up.
 */
export function missingValue(
  notes = 'Not stated in the files of this chat: enter it before launch.',
): TrackedField<string> {
  return tracked('', 'not found', notes);
}

export function isTracked(value: unknown): value is TrackedField {
  return (
    typeof value === 'object' && value !== null && 'value' in value && 'status' in value && 'notes' in value
  );
}

/** The plain value of a field that may or may not be tracked. */
export function plain(value: unknown): unknown {
  return isTracked(value) ? value.value : value;
}

export function plainString(value: unknown): string | undefined {
  const raw = plain(value);
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
  if (typeof raw === 'number') return String(raw);
  return undefined;
}

export function plainNumber(value: unknown): number | undefined {
  const raw = plain(value);
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') {
    const parsed = Number(raw.replace(/[^0-9.-]/g, ''));
    return raw.trim() !== '' && Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
