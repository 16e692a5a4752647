import { describe, expect, it } from 'vitest';
import { contractDocument } from './document';
import { whoMayCall } from './who-may-call';

type Operations = Record<string, Record<string, { description: string }>>;

describe('who may call, as the document says it', () => {
  it('follows the permission matrix: reach per role, the flag, and who is refused', () => {
    const text = whoMayCall('chat:pin');
    expect(text).toContain('`chat:pin`');
    expect(text).toContain('Super Admins, Admins, account admins and regular users on their own records');
    expect(text).toContain('must also hold the permission `can_manage_chat_hisotry`');
    expect(text).not.toContain('refused with 403');
  });

  it('names the roles the row refuses, and the Super Admin guard', () => {
    const text = whoMayCall('user:impersonate');
    expect(text).toContain('Super Admins on every record; Admins on records whose accounts they all manage');
    expect(text).toContain('changed by a Super Admin only');
    expect(text).toContain('Account admins and regular users are refused with 403.');
  });

  it('is in every operation’s description', () => {
    const paths = contractDocument().paths as Operations;
    const undescribed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) => !/Who may call|Anyone|Any client|Whoever holds/.test(operation.description),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });
});
