/** The validation block of a result (spec 1 §3): what the Validation tab and the Edit pre-fill read. */

export type IssueSeverity = 'error' | 'warning';

/** One finding of a check, tied to the field it concerns. */
export interface ValidationIssue {
  field: string;
  severity: IssueSeverity;
  message: string;
}

export type OverallStatus = 'passed' | 'passed_with_warnings' | 'failed';

export interface ValidationBlock {
  summary: {
    overall_status: OverallStatus;
    validation_issues: string[];
    fields_with_issues: number;
    total_fields_validated: number;
  };
  issues: { field: string; severity: IssueSeverity; message: string }[];
}

export function buildValidation(
  issues: readonly ValidationIssue[],
  totalFieldsValidated: number,
): ValidationBlock {
  const fields = new Set(issues.map((issue) => issue.field));
  return {
    summary: {
      overall_status: overallStatus(issues),
      validation_issues: issues.map((issue) => issue.message),
      fields_with_issues: fields.size,
      total_fields_validated: Math.max(totalFieldsValidated, fields.size),
    },
    issues: issues.map((issue) => ({ field: issue.field, severity: issue.severity, message: issue.message })),
  };
}

function overallStatus(issues: readonly ValidationIssue[]): OverallStatus {
  if (issues.some((issue) => issue.severity === 'error')) return 'failed';
  return issues.length > 0 ? 'passed_with_warnings' : 'passed';
}

/** The overall status of a result's validation block, when it has one. */
export function validationStatusOf(json: unknown): OverallStatus | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const validation = (json as { validation?: { summary?: { overall_status?: unknown } } }).validation;
  const status = validation?.summary?.overall_status;
  return status === 'passed' || status === 'passed_with_warnings' || status === 'failed' ? status : undefined;
}

export function validationIssuesOf(json: unknown): string[] {
  if (!json || typeof json !== 'object') return [];
  const issues = (json as { validation?: { summary?: { validation_issues?: unknown } } }).validation?.summary
    ?.validation_issues;
  if (Array.isArray(issues)) return issues.filter((issue): issue is string => typeof issue === 'string');
  return typeof issues === 'string' && issues.trim() !== '' ? [issues] : [];
}
