import { describe, expect, it } from 'vitest';
import { BackendError } from '../domain/errors';
import { attempt, failureFrom } from './outcome';

describe('failureFrom', () => {
  it.each([
    [404, 'not-found'],
    [401, 'refused'],
    [403, 'refused'],
    [400, 'rejected'],
    [409, 'rejected'],
    [413, 'rejected'],
    [503, 'unavailable'],
  ])('reads status %i as %s', (status, kind) => {
    expect(failureFrom(new BackendError('ERR_BAD_REQUEST', 'no', status)).kind).toBe(kind);
  });

  it('reads a network error as unavailable and keeps its text', () => {
    const failure = failureFrom(new BackendError('ERR_NETWORK', 'Network Error'));
    expect(failure).toMatchObject({ kind: 'unavailable', message: 'Network Error' });
  });
});

describe('attempt', () => {
  it('answers the value of a call that succeeds', async () => {
    expect(await attempt(async () => 42)).toEqual({ ok: true, value: 42 });
  });

  it('answers a failure instead of throwing', async () => {
    const outcome = await attempt(async () => {
      throw new BackendError('ERR_BAD_REQUEST', 'Chat not found', 404);
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-found', message: 'Chat not found' });
  });
});
