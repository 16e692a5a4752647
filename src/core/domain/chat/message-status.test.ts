import { describe, expect, it } from 'vitest';
import { rejectionNeedsReason, statusAfterApprove, statusAfterReject, statusLabel } from './message-status';

describe('approving a result (spec 1 §4)', () => {
  it('approves a completed result and toggles back to completed when pressed again', () => {
    expect(statusAfterApprove('completed')).toBe('approved');
    expect(statusAfterApprove('approved')).toBe('completed');
  });

  it('treats a result without a status as completed', () => {
    expect(statusAfterApprove(undefined)).toBe('approved');
  });

  it('does not apply to processing, failed or rejected results', () => {
    expect(statusAfterApprove('processing')).toBeNull();
    expect(statusAfterApprove('failed')).toBeNull();
    expect(statusAfterApprove('rejected')).toBeNull();
  });
});

describe('rejecting a result (spec 1 §4)', () => {
  it('rejects a completed result, asking for a reason', () => {
    expect(statusAfterReject('completed')).toBe('rejected');
    expect(rejectionNeedsReason('completed')).toBe(true);
  });

  it('toggles a rejection back to completed without a reason', () => {
    expect(statusAfterReject('rejected')).toBe('completed');
    expect(rejectionNeedsReason('rejected')).toBe(false);
  });

  it('does not apply to processing, failed or approved results', () => {
    expect(statusAfterReject('processing')).toBeNull();
    expect(statusAfterReject('failed')).toBeNull();
    expect(statusAfterReject('approved')).toBeNull();
    expect(rejectionNeedsReason('approved')).toBe(false);
  });
});

describe('judgement label', () => {
  it('shows Approved or Rejected, and nothing otherwise', () => {
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('rejected')).toBe('Rejected');
    expect(statusLabel('completed')).toBeNull();
    expect(statusLabel(undefined)).toBeNull();
  });
});
