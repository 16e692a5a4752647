import { describe, expect, it } from 'vitest';
import {
  hasValidation,
  readPdfProcessingNote,
  readValidation,
  readValidationSummary,
  resultObject,
  withoutValidation,
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

describe('readValidation', () => {
  it('reads the summary of a validation block', () => {
    const report = readValidation({
      campaign_name: 'Spring',
      validation: {
        summary: {
          overall_status: 'failed',
          validation_issues: ['Budget missing', { field: 'end_date', issue: 'before start date' }],
          fields_with_issues: 2,
          total_fields_validated: 14,
        },
      },
    });
    expect(report).toEqual({
      overallStatus: 'failed',
      issues: [{ message: 'Budget missing' }, { field: 'end_date', message: 'before start date' }],
      fieldsWithIssues: 2,
      fieldNames: [],
      totalFieldsValidated: 14,
    });
  });

  it('prefers the detailed issues list, which names fields and severities', () => {
    const report = readValidation({
      validation: {
        summary: { overall_status: 'passed_with_warnings', validation_issues: ['Flight is short'] },
        issues: [{ field: 'flight_dates', severity: 'warning', message: 'Flight is short' }],
      },
    });
    expect(report?.issues).toEqual([
      { field: 'flight_dates', severity: 'warning', message: 'Flight is short' },
    ]);
  });

  it('splits issues given as one string into lines', () => {
    const report = readValidation({
      validation: {
        summary: { overall_status: 'warnings', validation_issues: 'Geo unclear\n\nFlight short' },
      },
    });
    expect(report?.issues.map((issue) => issue.message)).toEqual(['Geo unclear', 'Flight short']);
  });

  it('counts fields with issues given as a list and keeps their names', () => {
    const report = readValidation({ validation: { summary: { fields_with_issues: ['budget', 'geo'] } } });
    expect(report?.fieldsWithIssues).toBe(2);
    expect(report?.fieldNames).toEqual(['budget', 'geo']);
  });

  it('reads counts sent as text and ignores nonsense', () => {
    const report = readValidation({
      validation: { summary: { fields_with_issues: '3', total_fields_validated: 'many' } },
    });
    expect(report?.fieldsWithIssues).toBe(3);
    expect(report?.totalFieldsValidated).toBeUndefined();
  });

  it('shows "-" as the status when it is missing, and no issues for an empty list', () => {
    const report = readValidation({ validation: { summary: { validation_issues: [] } } });
    expect(report?.overallStatus).toBe('-');
    expect(report?.issues).toEqual([]);
  });

  it('accepts the summary keys directly on the validation object', () => {
    expect(readValidation({ validation: { overall_status: 'passed' } })?.overallStatus).toBe('passed');
  });

  it.each([
    ['no validation key', { campaign: 'x' }],
    ['a validation without summary data', { validation: { checked_by: 'bot' } }],
    ['a string result', 'plain text'],
    ['null', null],
    ['an array', [{ validation: { summary: {} } }]],
  ])('finds no validation data in %s', (_, json) => {
    expect(readValidation(json)).toBeUndefined();
  });
});

describe('withoutValidation', () => {
  it('drops the validation block and keeps the rest', () => {
    expect(withoutValidation({ a: 1, validation: { summary: {} } })).toEqual({ a: 1 });
  });

  it('returns anything else unchanged', () => {
    const json = { a: 1 };
    expect(withoutValidation(json)).toBe(json);
    expect(withoutValidation('text')).toBe('text');
  });
});

describe('one reading for the Validation tab and the Edit pre-fill', () => {
  it('reads a validation block sent as JSON text', () => {
    const text = JSON.stringify(withSummary({ overall_status: 'failed', fields_with_issues: 1 }));
    expect(readValidation(text)?.overallStatus).toBe('failed');
    expect(readValidationSummary(text)?.overallStatus).toBe('failed');
  });

  it('takes only whole counts, for both', () => {
    const json = withSummary({ fields_with_issues: 1.5, total_fields_validated: '14' });
    expect(readValidation(json)).toMatchObject({ fieldsWithIssues: undefined, totalFieldsValidated: 14 });
    expect(readValidationSummary(json)).toMatchObject({ fieldsWithIssues: null, totalFieldsValidated: 14 });
  });
});
