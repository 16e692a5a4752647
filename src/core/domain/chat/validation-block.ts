import {
  asRecord,
  inlineText,
  isEmptyValue,
  isRecord,
  type JsonRecord,
  parseJsonResult,
  pickText,
} from '../json-value';

/*
 * The parts of a JSON result that the chat shows specially (spec 1 §3 "Validation block"):
 * `validation.summary` and `pdf_processing_note`. The one reading of them: the Validation tab,
 * the Edit pre-fill and the scenarios all go through it. Results are unknown data: every reader
 * accepts anything, JSON text included, and answers "nothing there" rather than throwing.
 *
 * `validation.summary` holds overall_status, validation_issues (a list, or one text with an issue
 * per line), fields_with_issues (a count, or the list of fields) and total_fields_validated; a
 * `validation` object holding those keys directly is read the same way. The demo backend also
 * sends `validation.issues`: `[{ field, severity, message }]`, preferred when present as it
 * names the fields. Counts are whole numbers ≥ 0 (numeric text too); anything else is unknown.
 */

export interface ValidationIssue {
  field?: string;
  message: string;
  severity?: string;
}

export interface ValidationReport {
  /** As the backend wrote it ('passed', 'failed', 'warnings' …); '-' when missing. */
  overallStatus: string;
  issues: ValidationIssue[];
  /** Count of fields with issues, when known. */
  fieldsWithIssues?: number;
  /** Names of the fields with issues, when the backend listed them. */
  fieldNames: string[];
  totalFieldsValidated?: number;
}

/** The summary as the Edit pre-fill words it: each issue one line, unknowns null. */
export interface ValidationSummary {
  overallStatus: string | null;
  issues: string[];
  fieldsWithIssues: number | null;
  totalFieldsValidated: number | null;
}

const SUMMARY_KEYS = ['overall_status', 'validation_issues', 'fields_with_issues', 'total_fields_validated'];
/** A bullet, star or number the backend may already have put in front of an issue line. */
const LINE_MARKER = /^(?:[-*•]|\d+[.)])\s+/;

/** The result as an object: parsed when it is JSON text, null when it is not an object. */
export function resultObject(json: unknown): JsonRecord | null {
  return asRecord(parseJsonResult(json)) ?? null;
}

/** Whether the result carries validation data: the Response/Validation tabs show then (spec 1 §2). */
export function hasValidation(json: unknown): boolean {
  return readValidation(json) !== undefined;
}

/** The validation data of a result, or undefined when it holds none (then no Validation tab shows). */
export function readValidation(json: unknown): ValidationReport | undefined {
  const validation = asRecord(resultObject(json)?.validation);
  const summary = asRecord(validation?.summary) ?? (hasSummaryKeys(validation) ? validation : undefined);
  if (!summary) return undefined;
  const detailed = summary === validation ? [] : readIssues(validation?.issues);
  const fields = summary.fields_with_issues;
  const fieldNames = Array.isArray(fields) ? fields.filter((f) => !isEmptyValue(f)).map(inlineText) : [];
  return {
    overallStatus: pickText(summary, 'overall_status', 'status')?.trim() ?? '-',
    issues: detailed.length > 0 ? detailed : readIssues(summary.validation_issues),
    fieldsWithIssues: Array.isArray(fields) ? fieldNames.length : toCount(fields),
    fieldNames,
    totalFieldsValidated: toCount(summary.total_fields_validated),
  };
}

/** The summary for the Edit pre-fill (spec 1 §4), or null when the result has none. */
export function readValidationSummary(json: unknown): ValidationSummary | null {
  const report = readValidation(json);
  if (!report) return null;
  return {
    overallStatus: report.overallStatus === '-' ? null : report.overallStatus,
    issues: report.issues.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message)),
    fieldsWithIssues: report.fieldsWithIssues ?? null,
    totalFieldsValidated: report.totalFieldsValidated ?? null,
  };
}

/** The result as the Response tab shows it: the validation block has its own tab. */
export function withoutValidation(json: unknown): unknown {
  const record = asRecord(json);
  if (!record || !('validation' in record)) return json;
  const { validation: _shownInItsOwnTab, ...rest } = record;
  return rest;
}

/** The note the backend leaves about reading a PDF, when there is one. */
export function readPdfProcessingNote(json: unknown): string | null {
  return pickText(resultObject(json) ?? undefined, 'pdf_processing_note')?.trim() || null;
}

function hasSummaryKeys(record: JsonRecord | undefined): record is JsonRecord {
  return record !== undefined && SUMMARY_KEYS.some((key) => key in record);
}

function readIssues(value: unknown): ValidationIssue[] {
  if (typeof value === 'string') {
    return value
      .split(/\r?\n/)
      .map((line) => line.trim().replace(LINE_MARKER, '').trim())
      .filter((line) => line !== '')
      .map((message) => ({ message }));
  }
  if (!Array.isArray(value)) return [];
  return value.filter((item) => !isEmptyValue(item)).map(readIssue);
}

/** An issue in a list: text, or an object such as { field, issue } or { field, message }. */
function readIssue(item: unknown): ValidationIssue {
  if (!isRecord(item)) return { message: inlineText(item) };
  const message = pickText(item, 'issue', 'message', 'description', 'error', 'reason', 'notes');
  const issue: ValidationIssue = { message: message ?? inlineText(item) };
  const field = pickText(item, 'field', 'field_name', 'name', 'path');
  const severity = pickText(item, 'severity', 'level', 'type');
  if (field !== undefined) issue.field = field;
  if (severity !== undefined) issue.severity = severity;
  return issue;
}

function toCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}
