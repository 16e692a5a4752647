import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_API_KEY } from './config';
import { hostNameOf, isLoopbackName } from './http/hostAllowlist';

/** A configuration the server must not start with; the message says what to set. */
export class UnsafeConfiguration extends Error {
  override readonly name = 'UnsafeConfiguration';
}

export interface SecuritySettings {
  apiKey: string;
  tokenSecret: string;
  /** Personas and tokens for any seeded user: loopback demo mode only. */
  demoIdentity: boolean;
  /** What signed links are built on, when configured; the listening address otherwise. */
  publicBaseUrl?: string;
  /** Host names served besides loopback ones. */
  publicHostNames: string[];
}

export interface SecurityInput {
  host: string;
  dataDir: string;
  apiKey?: string | undefined;
  tokenSecret?: string | undefined;
  publicUrl?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

const MIN_SECRET_LENGTH = 32;

/**
 * A random secret kept beside the data (readable by its owner only): a loopback demo needs no
 * setup, and still nobody can forge its file links or tokens with a secret printed in the code.
 */
export function localDemoSecret(dataDir: string): string {
  const file = join(dataDir, '.token-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function publicBaseOf(input: SecurityInput, loopback: boolean): URL | undefined {
  const raw = input.publicUrl || input.env?.SIDEKICK_PUBLIC_URL;
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // reported below
    }
    throw new UnsafeConfiguration(
      `SIDEKICK_PUBLIC_URL must be an http(s) address, e.g. https://demo.example.com`,
    );
  }
  if (!loopback) {
    throw new UnsafeConfiguration(
      `Set SIDEKICK_PUBLIC_URL to the address clients use (e.g. https://demo.example.com) to listen on ${input.host}`,
    );
  }
  return undefined;
}

/**
 * What the server may run with. Off loopback, or with NODE_ENV=production, nothing falls back to
 * a default: the api key and token secret must be configured and the persona sign-in is off
 * (loopback keeps it: `npm start` is a local demo even in production mode).
 */
export function resolveSecurity(input: SecurityInput): SecuritySettings {
  const env = input.env ?? process.env;
  const loopback = isLoopbackName(input.host);
  const production = env.NODE_ENV === 'production';
  const where = loopback ? 'with NODE_ENV=production' : `on ${input.host}`;
  const tokenSecret = input.tokenSecret || env.SIDEKICK_DEMO_TOKEN_SECRET;
  if (tokenSecret !== undefined && tokenSecret.length < MIN_SECRET_LENGTH) {
    throw new UnsafeConfiguration(
      `SIDEKICK_DEMO_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  if (!tokenSecret && (!loopback || production)) {
    throw new UnsafeConfiguration(
      `Set SIDEKICK_DEMO_TOKEN_SECRET (${MIN_SECRET_LENGTH}+ random characters) to run the mock server ${where}`,
    );
  }
  const apiKey = input.apiKey || env.SIDEKICK_API_KEY;
  if (!apiKey && !loopback) {
    throw new UnsafeConfiguration(`Set SIDEKICK_API_KEY to run the mock server on ${input.host}`);
  }
  const base = publicBaseOf({ ...input, env }, loopback);
  const baseName = base ? hostNameOf(base.host) : null;
  return {
    apiKey: apiKey || DEMO_API_KEY,
    tokenSecret: tokenSecret || localDemoSecret(input.dataDir),
    demoIdentity: loopback && env.SIDEKICK_DEMO !== 'off',
    ...(base ? { publicBaseUrl: base.origin } : {}),
    publicHostNames: [
      ...(baseName && !isLoopbackName(baseName) ? [baseName] : []),
      ...(loopback ? [] : [input.host.toLowerCase()]),
    ],
  };
}
