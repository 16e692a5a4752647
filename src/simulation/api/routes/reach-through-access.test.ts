import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The records the permission matrix guards. A route reaches them through src/simulation/access
 * (which decides) and writes them through data/collections (insert, removeWhere), never by
 * touching the stored arrays itself: a route that does fails here, the day it is written.
 */
const GUARDED = [
  'chats',
  'messages',
  'runs',
  'files',
  'users',
  'accounts',
  'accountUsers',
  'accountSettings',
  'allowedUsers',
  'channelConfigs',
  'accountChannels',
  'auditTrail',
  'impersonations',
  'campaignArea',
];
const DIRECT = new RegExp(`\\bdata\\.(${GUARDED.join('|')})\\b`);
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
