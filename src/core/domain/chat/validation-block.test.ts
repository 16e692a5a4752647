import { describe, expect, it } from 'vitest';
import {
  hasValidation,
  readPdfProcessingNote,
  readValidationSummary,
  resultObject,
} from './validation-block';

const withSummary = (summary: unknown) => ({ campaign_name: 'Acme', validation: { summary } });

describe('reading a result (unknown data)', () => {
  it('accepts an object or JSON text and nothing else', () => {
    expect(resultObject({ a: 1 })).toEqual({ a: 1 });
    expect(resultObject('{"a":1}')).toEqual({ a: 1 });
    expect(resultObject('{not json')).toBeNull();
    expect(resultObject('[1,2]')).toBeNull();
    expect(resultObject(42)).toBeNull();
    expect(resultObject(null)).toBeNull();
  });
});

describe('whether a result has validation data (spec 1 §2)', () => {
  it('is true for a non-empty validation object', () => {
    expect(hasValidation(withSummary({ overall_status: 'PASS' }))).toBe(true);
    expect(hasValidation(JSON.stringify(withSummary({})))).toBe(true);
  });

  it('is false for anything else, without throwing', () => {
    for (const json of [
      undefined,
      null,
      'text',
      [],
      { validation: null },
      { validation: [] },
      { validation: {} },
    ]) {
      expect(hasValidation(json)).toBe(false);
    }
  });
});

describe('the validation summary (spec 1 §3)', () => {
  it('reads the summary fields', () => {
    expect(
      readValidationSummary(
        withSummary({
          overall_status: 'NEEDS_REVIEW',
          validation_issues: ['Budget is missing', 'End date is before start date'],
          fields_with_issues: 2,
          total_fields_validated: 14,
        }),
      ),
    ).toEqual({
      overallStatus: 'NEEDS_REVIEW',
      issues: ['Budget is missing', 'End date is before start date'],
      fieldsWithIssues: 2,
      totalFieldsValidated: 14,
    });
  });

  it('reads issues given as one string, one per line, without their bullets', () => {
    const summary = readValidationSummary(
      withSummary({ validation_issues: '- Budget is missing\n\n2. Bad date\r\n• Odd pacing\nPlain line' }),
    );
    expect(summary?.issues).toEqual(['Budget is missing', 'Bad date', 'Odd pacing', 'Plain line']);
  });

  it('reads issues given as objects', () => {
    const summary = readValidationSummary(
      withSummary({
        validation_issues: [
          { field: 'budget', issue: 'missing' },
          { message: 'Bad date' },
          { code: 7 },
          '',
          3,
        ],
      }),
    );
    expect(summary?.issues).toEqual(['budget: missing', 'Bad date', '{"code":7}', '3']);
  });

  it('counts fields with issues given as a list, and reads numeric text', () => {
    const summary = readValidationSummary(
      withSummary({ fields_with_issues: ['budget', 'end_date'], total_fields_validated: '14' }),
    );
    expect(summary).toMatchObject({ fieldsWithIssues: 2, totalFieldsValidated: 14 });
  });

  it('leaves out what is missing or malformed', () => {
    expect(
      readValidationSummary(
        withSummary({
          overall_status: {},
          validation_issues: 5,
          fields_with_issues: -1,
          total_fields_validated: 'x',
        }),
      ),
    ).toEqual({ overallStatus: null, issues: [], fieldsWithIssues: null, totalFieldsValidated: null });
  });

  it('is null when there is no summary object', () => {
    expect(readValidationSummary({ validation: { summary: 'ok' } })).toBeNull();
    expect(readValidationSummary({ validation: 'broken' })).toBeNull();
    expect(readValidationSummary(undefined)).toBeNull();
  });
});

describe('the pdf processing note (spec 1 §3)', () => {
  it('reads a non-blank note', () => {
    expect(readPdfProcessingNote({ pdf_processing_note: 'Page 3 was unreadable' })).toBe(
      'Page 3 was unreadable',
    );
    expect(readPdfProcessingNote({ pdf_processing_note: '  ' })).toBeNull();
    expect(readPdfProcessingNote({})).toBeNull();
    expect(readPdfProcessingNote('nonsense')).toBeNull();
  });
});
