import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { flagMap, parsedJson, wrapped, wrappedList } from './lenient';

afterEach(() => vi.restoreAllMocks());

const item = z.looseObject({ id: z.string() });

describe('lenient lists', () => {
  it('drops a malformed item, keeps the rest and warns about it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = wrappedList(item, 'thing', ['things']);
    expect(list.parse({ things: [{ id: 'a' }, { id: 7 }, null, { id: 'b' }] })).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Ignoring thing #1 of an answer: id: /);
  });

  it('reads a named wrapper, a data wrapper, a nested one and a bare array alike', () => {
    const list = wrappedList(item, 'thing', ['things']);
    const expected = [{ id: 'a' }];
    expect(list.parse({ things: [{ id: 'a' }] })).toEqual(expected);
    expect(list.parse({ data: [{ id: 'a' }] })).toEqual(expected);
    expect(list.parse({ success: true, data: { things: [{ id: 'a' }] } })).toEqual(expected);
    expect(list.parse([{ id: 'a' }])).toEqual(expected);
  });

  it('refuses an answer that holds no list at all', () => {
    expect(wrappedList(item, 'thing', ['things']).safeParse({ things: 'none' }).success).toBe(false);
  });
});

describe('wrapped records', () => {
  it('reads a bare record that merely has a data field', () => {
    const status = wrapped(z.looseObject({ status: z.string() }));
    expect(status.parse({ status: 'done', data: { unrelated: true } })).toMatchObject({ status: 'done' });
    expect(status.parse({ success: true, data: { status: 'done' } })).toMatchObject({ status: 'done' });
  });

  it('reports where the most specific candidate failed', () => {
    const result = wrapped(z.looseObject({ token: z.string() }), ['auth']).safeParse({ auth: { token: 1 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['token']);
  });
});

describe('JSON fields', () => {
  it('parses JSON that arrives as text and keeps other text as it is', () => {
    expect(parsedJson.parse('{"campaign":{"name":"Spring"}}')).toEqual({ campaign: { name: 'Spring' } });
    expect(parsedJson.parse('Done.')).toBe('Done.');
    expect(parsedJson.parse({ a: 1 })).toEqual({ a: 1 });
  });

  it('reads flag maps and flag lists, and leaves absent ones undefined', () => {
    expect(flagMap.parse({ dv360: true, ttd: 'true' })).toEqual({ dv360: true });
    expect(flagMap.parse(['can_approve'])).toEqual({ can_approve: true });
    expect(flagMap.parse(null)).toBeUndefined();
  });
});
