import { describe, expect, it } from 'vitest';
import { editPrefill } from './edit-prefill';

describe('Edit pre-fill from a validation summary (spec 1 §4)', () => {
  it('lists the status, the issues and the count', () => {
    const result = {
      validation: {
        summary: {
          overall_status: 'NEEDS_REVIEW',
          validation_issues: ['Budget is missing', 'End date is before start date'],
          fields_with_issues: 2,
          total_fields_validated: 14,
        },
      },
      pdf_processing_note: 'Read 3 pages',
    };
    expect(editPrefill(result)).toBe(
      [
        'Please fix the following issues:',
        '',
        'Overall status: NEEDS_REVIEW',
        '',
        '- Budget is missing',
        '- End date is before start date',
        '',
        '2 issues found out of 14 fields validated.',
      ].join('\n'),
    );
  });

  it('takes issues given as one string and counts them when fields_with_issues is absent', () => {
    const result = {
      validation: {
        summary: { validation_issues: 'Budget is missing\nBad flight dates', total_fields_validated: 9 },
      },
    };
    expect(editPrefill(result)).toBe(
      [
        'Please fix the following issues:',
        '',
        '- Budget is missing',
        '- Bad flight dates',
        '',
        '2 issues found out of 9 fields validated.',
      ].join('\n'),
    );
  });

  it('leaves out the count line when the number of validated fields is unknown', () => {
    expect(editPrefill({ validation: { summary: { validation_issues: ['Budget is missing'] } } })).toBe(
      'Please fix the following issues:\n\n- Budget is missing',
    );
  });
});

describe('Edit pre-fill without issues (spec 1 §4)', () => {
  it('asks for changes when the result has a pdf note', () => {
    expect(editPrefill({ pdf_processing_note: 'Read 3 pages' })).toBe(
      "Please specify what changes you'd like to make:",
    );
  });

  it('asks for changes when validation found nothing to fix', () => {
    const result = {
      validation: { summary: { overall_status: 'PASS', validation_issues: [], fields_with_issues: 0 } },
      pdf_processing_note: 'Read 3 pages',
    };
    expect(editPrefill(result)).toBe("Please specify what changes you'd like to make:");
  });

  it('starts empty otherwise, even for malformed results', () => {
    expect(editPrefill({ campaign_name: 'Acme' })).toBe('');
    expect(editPrefill('{broken')).toBe('');
    expect(editPrefill(undefined)).toBe('');
  });
});
