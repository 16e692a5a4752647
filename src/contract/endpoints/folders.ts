import { endpoint } from '../endpoint';

/** Folders of spec 2 §2.4 and §7, in the caller's account. */
export const FOLDERS = {
  list: endpoint({ method: 'GET', path: '/api/v2/folders', rule: 'folder:list' }),
  create: endpoint({ method: 'POST', path: '/api/v2/folders', rule: 'folder:create' }),
  rename: endpoint({ method: 'PUT', path: '/api/v2/folders/{folderId}', rule: 'folder:change' }),
  update: endpoint({ method: 'PATCH', path: '/api/v2/folders/{folderId}', rule: 'folder:change' }),
  remove: endpoint({ method: 'DELETE', path: '/api/v2/folders/{folderId}', rule: 'folder:delete' }),
};
