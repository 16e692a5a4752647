import { asRecord, inlineText, isEmptyValue, isRecord, type JsonRecord, pickText } from './json-value';

/**
 * The validation block of a result (spec 1 §3): `validation.summary` holds overall_status,
 * validation_issues (a list or one string), fields_with_issues (a count, or the list of fields)
 * and total_fields_validated. A `validation` object holding those keys directly is accepted too.
 * The demo backend (src/simulation/assistant/shared/validation-block.ts) also sends `validation.issues`:
 * `[{ field, severity, message }]`; when present it is preferred, as it names the fields.
 */
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

export interface ValidationIssue {
  field?: string;
  message: string;
  severity?: string;
}

const SUMMARY_KEYS = ['overall_status', 'validation_issues', 'fields_with_issues', 'total_fields_validated'];

/** The validation data of a result, or undefined when it holds none (then no Validation tab shows). */
export function readValidation(json: unknown): ValidationReport | undefined {
  const validation = asRecord(asRecord(json)?.validation);
  const summary = asRecord(validation?.summary) ?? (hasSummaryKeys(validation) ? validation : undefined);
  if (!summary) return undefined;
  const detailed = summary === validation ? [] : readIssues(validation?.issues);
  const fields = summary.fields_with_issues;
  const fieldNames = Array.isArray(fields) ? fields.filter((f) => !isEmptyValue(f)).map(inlineText) : [];
  return {
    overallStatus: pickText(summary, 'overall_status', 'status') ?? '-',
    issues: detailed.length > 0 ? detailed : readIssues(summary.validation_issues),
    fieldsWithIssues: Array.isArray(fields) ? fieldNames.length : toCount(fields),
    fieldNames,
    totalFieldsValidated: toCount(summary.total_fields_validated),
  };
}

/** The result as the Response tab shows it: the validation block has its own tab. */
export function withoutValidation(json: unknown): unknown {
  const record = asRecord(json);
  if (!record || !('validation' in record)) return json;
  const { validation: _shownInItsOwnTab, ...rest } = record;
  return rest;
}

function hasSummaryKeys(record: JsonRecord | undefined): record is JsonRecord {
  return record !== undefined && SUMMARY_KEYS.some((key) => key in record);
}

function readIssues(value: unknown): ValidationIssue[] {
  if (typeof value === 'string') {
    // One string may hold several issues, one per line.
    return value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((message) => ({ message }));
  }
  if (!Array.isArray(value)) return isEmptyValue(value) ? [] : [{ message: inlineText(value) }];
  return value.filter((item) => !isEmptyValue(item)).map(readIssue);
}

function readIssue(item: unknown): ValidationIssue {
  if (!isRecord(item)) return { message: inlineText(item) };
  const message = pickText(item, 'issue', 'message', 'description', 'error', 'reason', 'notes');
  return {
    field: pickText(item, 'field', 'field_name', 'name', 'path'),
    message: message ?? inlineText(item),
    severity: pickText(item, 'severity', 'level', 'type'),
  };
}

function toCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}
