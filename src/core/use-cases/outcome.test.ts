import { describe, expect, it } from 'vitest';
import { BackendError } from '../domain/errors';
import { attempt, failureFrom } from './outcome';

describe('failureFrom', () => {
  it("keeps the kind the adapter named and the backend's words", () => {
    expect(failureFrom(new BackendError('signed-out', 'Unauthorized'))).toMatchObject({
      ok: false,
      kind: 'signed-out',
      message: 'Unauthorized',
    });
    expect(failureFrom(new BackendError('over-limit', 'the limit is 1 MB')).kind).toBe('over-limit');
  });

  it('reads anything else a port threw as unavailable, keeping its text', () => {
    expect(failureFrom(new Error('socket hang up'))).toMatchObject({
      kind: 'unavailable',
      message: 'socket hang up',
    });
    expect(failureFrom('down').message).toBe('down');
  });
});

describe('attempt', () => {
  it('answers the value of a call that succeeds', async () => {
    expect(await attempt(async () => 42)).toEqual({ ok: true, value: 42 });
  });

  it('answers a failure instead of throwing', async () => {
    const outcome = await attempt(async () => {
      throw new BackendError('not-found', 'Chat not found');
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-found', message: 'Chat not found' });
  });
});
