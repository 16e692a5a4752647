import { describe, expect, it } from 'vitest';
import { endpoint, pathOf } from './endpoint';

const status = endpoint({ method: 'GET', path: '/api/chat/{chatId}/{messageId}/status', rule: 'run:read' });

describe("an endpoint's path", () => {
  it('encodes each id as a single path segment', () => {
    expect(pathOf(status, { chatId: 'a/b', messageId: 'x?y=1' })).toBe('/api/chat/a%2Fb/x%3Fy%3D1/status');
  });

  it('refuses to build a path without one of its ids', () => {
    expect(() => pathOf(status, { chatId: 'c-1' } as never)).toThrow('needs its messageId');
  });
});
