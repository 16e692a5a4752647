import { REFRESHED_ANSWER, UPLOADED_ANSWER } from '../answers/chat';
import { SUCCESS } from '../answers/named';
import { describeAll } from '../described';
import { FILES } from '../endpoints/files';
import { fileMetadataBody, refreshFilesBody, signedLinkQuery, uploadForm } from '../requests/chat';
import { SEED, SEED_UPLOAD_BYTES } from './seed';

const tag = 'Files';

export const FILE_CALLS = describeAll(FILES, {
  upload: {
    answer: UPLOADED_ANSWER,
    tag,
    summary: 'Uploads one file, to go with the next message (files go one at a time)',
    form: uploadForm,
    errors: [400, 403, 404, 413],
    bodyAdditions: { file: SEED_UPLOAD_BYTES, chatId: SEED.plannerChat },
  },
  changeMetadata: {
    answer: SUCCESS,
    tag,
    summary: 'Renames or pins a file of a message',
    body: fileMetadataBody,
    errors: [400, 403, 404, 413],
    example: { params: { messageId: SEED.plannerFileMessage }, body: { name: 'Renamed.pdf' } },
  },
  refreshLinks: {
    bodyAdditions: { expirationHours: 72 },
    answer: REFRESHED_ANSWER,
    tag,
    summary: 'Renews the links of the chat’s files that expire soon',
    body: refreshFilesBody,
    errors: [400, 403, 404],
    example: { params: { chatId: SEED.plannerChat }, body: {} },
  },
  download: {
    tag,
    summary: 'A stored file, through a signed link that expires',
    description:
      'No key and no bearer token: a browser tab opens it. The query carries the expiry and the signature.',
    query: signedLinkQuery,
    errors: [403, 404, 410],
  },
});
