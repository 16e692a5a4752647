import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from './login-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });

describe('login token (spec 1 §5)', () => {
  it('decodes the claims of a well-formed token', () => {
    const token = `${header}.${encode({ sub: 'u-1', email: 'sam.super@example.com', name: 'Sam Super' })}.sig`;
    expect(decodeLoginToken(token)).toMatchObject({
      sub: 'u-1',
      email: 'sam.super@example.com',
      name: 'Sam Super',
    });
  });

  it('refuses a non-string', () => {
    expect(() => decodeLoginToken(42)).toThrow('Invalid token specified: must be a string');
    expect(() => decodeLoginToken(undefined)).toThrow(/^Invalid token specified/);
  });

  it('refuses a token with a missing part', () => {
    expect(() => decodeLoginToken(header)).toThrow('Invalid token specified: missing part #2');
  });

  it('refuses invalid base64', () => {
    expect(() => decodeLoginToken(`${header}.%%%.sig`)).toThrow(
      /^Invalid token specified: invalid base64 for part #2/,
    );
  });

  it('refuses invalid JSON', () => {
    const notJson = Buffer.from('{not json').toString('base64url');
    expect(() => decodeLoginToken(`${header}.${notJson}.sig`)).toThrow(
      /^Invalid token specified: invalid json for part #2/,
    );
  });

  it('refuses a token without the identity claims Sidekick needs', () => {
    expect(() => decodeLoginToken(`${header}.${encode({ foo: 1 })}.sig`)).toThrow(/^Invalid token specified/);
  });
});
