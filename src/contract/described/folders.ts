import { FOLDER_ANSWER, FOLDERS_ANSWER } from '../answers/campaigns';
import { SUCCESS } from '../answers/named';
import { describeAll } from '../described';
import { FOLDERS } from '../endpoints/folders';
import { actingQuery } from '../requests/acting';
import { createFolderBody, folderListQuery, folderPatchBody, renameFolderBody } from '../requests/campaigns';
import { SEED } from './seed';

const tag = 'Folders';
const folder = { folderId: SEED.folder };

export const FOLDER_CALLS = describeAll(FOLDERS, {
  list: {
    answer: FOLDERS_ANSWER,
    tag,
    summary: 'A page of the account’s folders, searched and sorted',
    query: folderListQuery,
    errors: [400, 403],
    example: { query: { sortBy: 'name', page: '1' } },
  },
  create: {
    answer: FOLDER_ANSWER,
    tag,
    summary: 'Makes a folder',
    body: createFolderBody,
    created: true,
    errors: [400, 403, 409, 413],
    example: { body: { name: 'Spring launches' } },
  },
  rename: {
    answer: FOLDER_ANSWER,
    tag,
    summary: 'Renames a folder',
    query: actingQuery,
    body: renameFolderBody,
    errors: [400, 403, 404, 409, 413],
    example: { params: folder, body: { name: 'Renamed' } },
  },
  update: {
    answer: FOLDER_ANSWER,
    tag,
    summary: 'Pins or unpins a folder, or sets its text fields',
    query: actingQuery,
    body: folderPatchBody,
    errors: [400, 403, 404],
    example: { params: folder, body: { is_pinned: true } },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Deletes a folder; 409 while it holds campaigns',
    query: actingQuery,
    errors: [400, 403, 404, 409],
    example: { params: folder },
  },
});
