/**
 * What each path parameter names. The document refuses a path whose parameter is not here, so a
 * new one cannot go undescribed.
 */
export const PATH_PARAMETERS: Readonly<Record<string, string>> = {
  accountId: 'The account’s id, e.g. acc-acme-media',
  asset: 'A file of the reference page: swagger-ui.css, swagger-ui-bundle.js or start.js',
  campaignId: 'The campaign’s id, e.g. cmp-acme-media-1',
  chatId: 'The chat’s id, e.g. chat-seed-1',
  fileId: 'The id of one of the campaign’s files (CampaignFile.id)',
  folderId: 'The folder’s id, e.g. fld-acme-media-1',
  id: 'The id of the record the path names (a user, role, permission, account, allowed user, channel or assignment)',
  kind: 'The kind of sample file: insertion-order, media-plan, launch-template or creatives',
  key: 'The stored file’s key (its gcsPath), URL-encoded as one segment',
  messageId: 'The message’s id; for a run, the id of the message that tracks it',
  packId: 'A demo pack’s id, e.g. after-launch',
  settingKey: 'The setting’s key, e.g. multi_channels',
  targetId: 'The id of the account’s member the call changes',
  targetUserId: 'The id of the user to impersonate',
};
