// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it('accepts http and https addresses, relative ones too', () => {
    expect(isWebAddress('https://storage.example/file.pdf?sig=1')).toBe(true);
    expect(isWebAddress('http://localhost:3001/api/files/a')).toBe(true);
    expect(isWebAddress('/api/files/a')).toBe(true);
  });

  it('accepts the in-page demo backend blob addresses', () => {
    expect(isWebAddress('blob:http://localhost:3000/6f1c2d3e-aaaa-bbbb-cccc-1234567890ab')).toBe(true);
  });

  it('refuses addresses that would run script or carry a page', () => {
    expect(isWebAddress('javascript:alert(document.cookie)')).toBe(false);
    expect(isWebAddress(' JavaScript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isWebAddress('vbscript:msgbox(1)')).toBe(false);
  });
});
