import { describe, expect, it } from 'vitest';
import { apiPath, buildUrl } from './url';

describe('API addresses', () => {
  it('encodes each id as a single path segment', () => {
    expect(apiPath`/api/chat/${'a/b'}/${'x?y=1'}/status`).toBe('/api/chat/a%2Fb/x%3Fy%3D1/status');
    expect(apiPath`/api/v2/folders/${42}`).toBe('/api/v2/folders/42');
  });

  it('leaves undefined and null query values out', () => {
    expect(
      buildUrl('http://h:1/', '/api/x', { userId: 'u 1', accountId: null, page: 2, search: undefined }),
    ).toBe('http://h:1/api/x?userId=u+1&page=2');
  });

  it('adds no question mark without query values', () => {
    expect(buildUrl('https://app.example.com/backend', '/api/x')).toBe(
      'https://app.example.com/backend/api/x',
    );
  });
});
