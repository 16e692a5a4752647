import { describe, expect, it } from 'vitest';
import { resolveBaseUrl } from './baseUrl';

const demo = 'http://127.0.0.1:3001';

describe('backend base address (spec 1 §7)', () => {
  it.each([
    ['localhost', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['[::1]', 'http://[::1]:3000'],
  ])('uses the demo backend on %s', (hostname, origin) => {
    expect(resolveBaseUrl({ hostname, origin }, demo)).toBe(demo);
  });

  it('uses the current host plus /backend elsewhere', () => {
    expect(
      resolveBaseUrl({ hostname: 'sidekick.example.com', origin: 'https://sidekick.example.com' }, demo),
    ).toBe('https://sidekick.example.com/backend');
  });

  it('does not mistake a host that merely starts with localhost for this machine', () => {
    expect(
      resolveBaseUrl({ hostname: 'localhost.example.com', origin: 'https://localhost.example.com' }, demo),
    ).toBe('https://localhost.example.com/backend');
  });
});
