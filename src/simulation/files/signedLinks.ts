import { pathOf } from '../../contract/endpoint';
import { FILES } from '../../contract/endpoints/files';

const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** HMAC-SHA256 of a file key and its expiry: WebCrypto, so it runs in Node and in the page. */
export async function fileSignature(key: string, expiresAt: number, secret: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toBase64Url(await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(`${key}\n${expiresAt}`)));
}

/** An expiring link to GET /api/files/{key} on the given origin. */
export async function signedFileUrl(
  origin: string,
  key: string,
  expiresAt: number,
  secret: string,
): Promise<string> {
  const signature = await fileSignature(key, expiresAt, secret);
  return `${origin}${pathOf(FILES.download, { key })}?expires=${expiresAt}&sig=${signature}`;
}

export type LinkCheck = 'valid' | 'expired' | 'forged';

/** Checks a link's signature first (a forged link never learns whether it would be expired). */
export async function checkFileLink(
  key: string,
  expires: string | null,
  signature: string | null,
  secret: string,
  now: number,
): Promise<LinkCheck> {
  const expiresAt = Number(expires);
  if (!expires || !signature || !Number.isFinite(expiresAt)) return 'forged';
  if ((await fileSignature(key, expiresAt, secret)) !== signature) return 'forged';
  return expiresAt > now ? 'valid' : 'expired';
}
