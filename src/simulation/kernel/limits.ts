import { MAX_UPLOAD_BYTES } from '../files/uploadRules';

/**
 * What one request may carry. Every route reads its body through `readBody`, so these hold for
 * routes added later without each having to remember them.
 */
export const LIMITS = {
  /** A JSON body, counted while it is read, before it is parsed. */
  jsonBodyBytes: 1024 * 1024,
  /** A multipart body: one upload of the maximum size plus room for its envelope and fields. */
  multipartBodyBytes: MAX_UPLOAD_BYTES + 64 * 1024,
  /** Objects and arrays inside objects and arrays: results and exports nest a few levels. */
  nestingDepth: 64,
  /** Any text field read through the input helpers (a chat message, feedback, a question). */
  textCharacters: 10_000,
  /** Names: chat summaries, file names, accounts, roles, channels, folders, campaigns; searches. */
  nameCharacters: 200,
  /** Ids in paths and bodies. */
  idCharacters: 128,
  /** Storage keys of files (a path of account, id and file name) in signed links. */
  keyCharacters: 512,
  /** Email addresses (RFC 5321's limit). */
  emailCharacters: 254,
} as const;

/** 1048576 → "1 MB"; what the refusals say. */
export function describeBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** 10000 → "10,000"; spelled the same in every environment (no locale). */
export function describeCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
