import { describe, expect, it } from 'vitest';
import { readValidation, withoutValidation } from './validation';

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
      issues: [
        { message: 'Budget missing' },
        { field: 'end_date', message: 'before start date', severity: undefined },
      ],
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
