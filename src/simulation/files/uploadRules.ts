import { badRequest } from '../DemoError';
import { tableOf } from '../kernel/lookup';

/** Uploads are capped at 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Allowed extensions and the media type each file is stored and served with: a Map, so a name
 * like `creative.constructor` finds nothing instead of Object's own members.
 */
const ALLOWED_TYPES = tableOf<string>({
  pdf: 'application/pdf',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  txt: 'text/plain',
});

export const ALLOWED_EXTENSIONS = [...ALLOWED_TYPES.keys()];

/**
 * The media type for an uploaded file name, chosen by its extension so a file is never served
 * as something the client claimed (an "image" that is really HTML). Wrong kinds → 400.
 */
export function mediaTypeFor(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const type = extension ? ALLOWED_TYPES.get(extension) : undefined;
  if (!type) {
    const shown = extension ? `.${extension} files` : 'Files without an extension';
    throw badRequest(`${shown} cannot be uploaded. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}`);
  }
  return type;
}

/** Creatives may also be macro-enabled workbooks (spec 2 §5); the chat's uploads may not. */
export function creativeMediaType(name: string): string {
  return /\.xlsm$/i.test(name) ? 'application/vnd.ms-excel.sheet.macroEnabled.12' : mediaTypeFor(name);
}

export function checkUploadSize(size: number): void {
  if (size === 0) throw badRequest('file is empty');
  if (size > MAX_UPLOAD_BYTES) throw badRequest('file is too large: the limit is 20 MB');
}

/** A file name safe inside a storage key: no separators or odd characters, at most 80 long. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-80);
}
