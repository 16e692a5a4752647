import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../data/changes';

/**
 * Whether the permission matrix guards a collection's records. A route reaches guarded records
 * through src/simulation/access (which decides) and writes them through data/collections (insert,
 * removeWhere), never by touching the stored arrays itself: a route that does fails here, the day
 * it is written. The record's type is every collection of DemoData: a new collection does not
 * compile until it says whether it is guarded.
 */
const GUARDED: Readonly<Record<CollectionName | 'campaignArea', boolean>> = {
  chats: true,
  messages: true,
  runs: true,
  files: true,
  users: true,
  accounts: true,
  accountUsers: true,
  accountSettings: true,
  allowedUsers: true,
  adminRecords: true,
  channelConfigs: true,
  accountChannels: true,
  auditTrail: true,
  impersonations: true,
  campaignArea: true,
  // Reference tables a route reads whole; the route's own matrix row decides who may.
  roles: false,
  permissions: false,
  rolePermissions: false,
  channelTypes: false,
  personas: false,
};
const guarded = Object.entries(GUARDED).flatMap(([name, isGuarded]) => (isGuarded ? [name] : []));
const DIRECT = new RegExp(`\\bdata\\.(${guarded.join('|')})\\b`);
const LOOKUPS = /from '\.\.\/\.\.\/(data\/indexes|access\/(guards|admin-scope))'/;

const routeFiles = readdirSync(__dirname).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('routes reach guarded records only through the access rules', () => {
  it('finds route files to check', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
  });

  for (const name of routeFiles) {
    it(name, () => {
      const lines = readFileSync(join(__dirname, name), 'utf8').split('\n');
      const offending = lines
        .map((line, index) => ({ line: line.trim(), at: index + 1 }))
        .filter(({ line }) => DIRECT.test(line) || LOOKUPS.test(line))
        .map(({ line, at }) => `${name}:${at}: ${line}`);
      expect(offending).toEqual([]);
    });
  }
});
