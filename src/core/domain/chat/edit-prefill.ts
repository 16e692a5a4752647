import { readPdfProcessingNote, readValidationSummary, type ValidationSummary } from './validation-block';

export const FIX_ISSUES_INTRO = 'Please fix the following issues:';
export const SPECIFY_CHANGES_INTRO = "Please specify what changes you'd like to make:";

/**
 * The text the Edit dialog starts with (spec 1 §4 "Edit action pre-fill").
 *
 * When the result's validation summary reports issues, the layout is, with a blank line between
 * the blocks and any block left out when the result does not say it:
 *
 *   Please fix the following issues:
 *
 *   Overall status: NEEDS_REVIEW
 *
 *   - Budget is missing
 *   - End date is before start date
 *
 *   2 issues found out of 14 fields validated.
 *
 * The count line needs the number of fields validated; the issue count is fields_with_issues, or
 * else the number of issue lines. Otherwise, a result with a pdf_processing_note starts with
 * "Please specify what changes you'd like to make:", and any other result starts empty.
 */
export function editPrefill(jsonResponse: unknown): string {
  const summary = readValidationSummary(jsonResponse);
  if (summary && reportsIssues(summary)) return fixIssuesPrompt(summary);
  if (readPdfProcessingNote(jsonResponse)) return SPECIFY_CHANGES_INTRO;
  return '';
}

function reportsIssues(summary: ValidationSummary): boolean {
  return summary.issues.length > 0 || (summary.fieldsWithIssues ?? 0) > 0;
}

function fixIssuesPrompt(summary: ValidationSummary): string {
  const blocks = [FIX_ISSUES_INTRO];
  if (summary.overallStatus) blocks.push(`Overall status: ${summary.overallStatus}`);
  if (summary.issues.length > 0) blocks.push(summary.issues.map((issue) => `- ${issue}`).join('\n'));
  if (summary.totalFieldsValidated !== null) {
    const found = summary.fieldsWithIssues ?? summary.issues.length;
    blocks.push(`${found} issues found out of ${summary.totalFieldsValidated} fields validated.`);
  }
  return blocks.join('\n\n');
}
