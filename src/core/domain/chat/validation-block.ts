/**
 * Reads the parts of a JSON result that the chat shows specially (spec 1 §3 "Validation block"):
 * validation.summary and pdf_processing_note. Results come from the backend as unknown data, so
 * every reader accepts anything, including JSON text, and answers "nothing there" rather than
 * throwing.
 */

/** validation.summary, normalised. */
export interface ValidationSummary {
  overallStatus: string | null;
  /** One line per issue; a list or a multi-line string in the result. */
  issues: string[];
  /** How many fields have issues: a count, or the length of a list of fields. */
  fieldsWithIssues: number | null;
  totalFieldsValidated: number | null;
}

type JsonObject = Record<string, unknown>;

/** The result as an object: parsed when it is JSON text, null when it is not an object. */
export function resultObject(json: unknown): JsonObject | null {
  if (typeof json === 'string') {
    try {
      return asObject(JSON.parse(json));
    } catch {
      return null;
    }
  }
  return asObject(json);
}

/** Whether the result carries validation data: the Response/Validation tabs show then (spec 1 §2). */
export function hasValidation(json: unknown): boolean {
  const validation = asObject(resultObject(json)?.validation);
  return validation !== null && Object.keys(validation).length > 0;
}

export function readValidationSummary(json: unknown): ValidationSummary | null {
  const summary = asObject(asObject(resultObject(json)?.validation)?.summary);
  if (!summary) return null;
  return {
    overallStatus: readText(summary.overall_status),
    issues: readIssues(summary.validation_issues),
    fieldsWithIssues: Array.isArray(summary.fields_with_issues)
      ? summary.fields_with_issues.length
      : readCount(summary.fields_with_issues),
    totalFieldsValidated: readCount(summary.total_fields_validated),
  };
}

/** The note the backend leaves about reading a PDF, when there is one. */
export function readPdfProcessingNote(json: unknown): string | null {
  return readText(resultObject(json)?.pdf_processing_note);
}

function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

function readText(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function readCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** A bullet, star or number the backend may already have put in front of an issue line. */
const LINE_MARKER = /^(?:[-*•]|\d+[.)])\s+/;

function readIssues(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(/\r?\n/)
      .map((line) => line.trim().replace(LINE_MARKER, '').trim())
      .filter(Boolean);
  }
  if (!Array.isArray(value)) return [];
  return value.map(issueText).filter((text): text is string => Boolean(text));
}

/** An issue in a list: text, or an object such as { field, issue } or { field, message }. */
function issueText(item: unknown): string | null {
  const object = asObject(item);
  if (!object) return readText(item);
  const text = readText(object.issue) ?? readText(object.message) ?? readText(object.description);
  if (!text) return JSON.stringify(object);
  const field = readText(object.field);
  return field ? `${field}: ${text}` : text;
}
