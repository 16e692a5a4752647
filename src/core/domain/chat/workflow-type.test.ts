import { describe, expect, it } from 'vitest';
import { inferWorkflowType, isRunAction, workflowOfMessage } from './workflow-type';

describe('workflow type inference (spec 1 §3)', () => {
  it('takes the action first', () => {
    expect(
      inferWorkflowType({
        action: 'salesforce-orchestration',
        metadata: { workflowType: 'fast-track' },
        creativeFilePath: 'gs://c.zip',
      }),
    ).toBe('salesforce-orchestration');
  });

  it('then the metadata workflowType', () => {
    expect(
      inferWorkflowType({ action: 'orchestration', metadata: { workflowType: 'fast-track-shell' } }),
    ).toBe('fast-track-shell');
  });

  it('then whether a creative file was given', () => {
    expect(inferWorkflowType({ metadata: { workflowType: 'bogus' }, creativeFilePath: 'gs://c.zip' })).toBe(
      'fast-track',
    );
    expect(inferWorkflowType({ metadata: 'not an object', creativeFilePath: ' ' })).toBe('fast-track-shell');
    expect(inferWorkflowType({})).toBe('fast-track-shell');
  });
});

describe('which messages are runs (spec 2 §2.1)', () => {
  it('the three workflows and an orchestration that names none', () => {
    for (const action of ['fast-track', 'fast-track-shell', 'salesforce-orchestration', 'orchestration'])
      expect(isRunAction(action)).toBe(true);
    expect(isRunAction('campaign-processor')).toBe(false);
    expect(isRunAction(undefined)).toBe(false);
  });

  it("reads a message's metadata and creative file path from its JSON response", () => {
    expect(
      workflowOfMessage({ action: 'orchestration', jsonResponse: { creativeFilePath: 'gs://c.zip' } }),
    ).toBe('fast-track');
    expect(workflowOfMessage({ action: 'orchestration', jsonResponse: { creativeFilePath: 7 } })).toBe(
      'fast-track-shell',
    );
    expect(workflowOfMessage({ action: 'orchestration' })).toBe('fast-track-shell');
  });
});
