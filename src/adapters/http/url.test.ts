import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('API addresses', () => {
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
