import { describe, expect, it } from 'vitest';
import { waitsForAccount } from './waits-for-account';

describe('links that wait for an account (spec 3 §4)', () => {
  it('holds back New Campaign and Status while a regular admin has no account selected', () => {
    expect(waitsForAccount('/campaign/new', true)).toBe(true);
    expect(waitsForAccount('/status', true)).toBe(true);
  });

  it('leaves Folders, Campaigns and Admin available meanwhile', () => {
    expect(['/folders', '/campaigns', '/admin'].filter((to) => waitsForAccount(to, true))).toEqual([]);
  });

  it('holds nothing back once an account is selected, or for users who need none', () => {
    expect(waitsForAccount('/status', false)).toBe(false);
  });
});
