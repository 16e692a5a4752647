import { endpoint } from '../endpoint';

/** The chat's files (spec 1 §7): an upload, a file's name and pin, its links renewed and opened. */
export const FILES = {
  upload: endpoint({ method: 'POST', path: '/api/upload', rule: 'file:upload' }),
  changeMetadata: endpoint({ method: 'PUT', path: '/api/file-metadata/{messageId}', rule: 'file:change' }),
  refreshLinks: endpoint({
    method: 'POST',
    path: '/api/file-metadata/refresh-files/{chatId}',
    rule: 'file:renew',
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/files/{key}',
    rule: 'file:download',
    credentials: 'signed-link',
  }),
};
