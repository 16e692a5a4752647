import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { pendingChanges } from './changes';
import { insert, removeWhere } from './collections';
import { nextId } from './ids';
import { commit, replaceContent } from './transaction';

describe('a commit: all of its changes, or none', () => {
  it('keeps every change of a commit that returns, and notes them for the journal', () => {
    const data = buildSeed();
    const role = data.roles[0];
    if (!role) throw new Error('the seed has roles');
    commit(data, () => {
      insert(data, 'roles', { id: nextId(data, 'role'), name: 'Kept', description: '', created_at: '' });
      replaceContent(role, { ...role, name: 'Renamed' });
    });
    expect(data.roles.map((candidate) => candidate.name)).toContain('Kept');
    expect(role.name).toBe('Renamed');
    expect(pendingChanges(data).some((line) => line.startsWith('roles '))).toBe(true);
  });

  it('takes back everything a failing commit did: records added, removed and changed, ids, notes', () => {
    const data = buildSeed();
    const before = JSON.stringify(data);
    const role = data.roles[0];
    if (!role) throw new Error('the seed has roles');
    const roles = data.roles;
    expect(() =>
      commit(data, () => {
        insert(data, 'roles', { id: nextId(data, 'role'), name: 'Lost', description: '', created_at: '' });
        removeWhere(data, 'accountUsers', () => true);
        replaceContent(role, { ...role, name: 'Half renamed', description: 'changed' });
        throw new Error('a bug half-way');
      }),
    ).toThrow('a bug half-way');
    expect(JSON.stringify(data)).toBe(before);
    expect(data.roles).toBe(roles);
    expect(pendingChanges(data)).toEqual([]);
  });

  it('keeps what was waiting to be saved before a failing commit', () => {
    const data = buildSeed();
    insert(data, 'roles', { id: 'role-earlier', name: 'Earlier', description: '', created_at: '' });
    const waiting = pendingChanges(data);
    expect(() =>
      commit(data, () => {
        insert(data, 'roles', { id: 'role-lost', name: 'Lost', description: '', created_at: '' });
        throw new Error('refused');
      }),
    ).toThrow();
    expect(pendingChanges(data)).toEqual(waiting);
  });

  it('refuses changes that wait for something: they would interleave with other requests', () => {
    const data = buildSeed();
    expect(() => commit(data, () => Promise.resolve())).toThrow('synchronously');
  });
});
