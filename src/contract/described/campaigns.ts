import {
  CAMPAIGN_ANSWER,
  CAMPAIGN_CREATED_ANSWER,
  CAMPAIGN_DETAIL_ANSWER,
  CAMPAIGNS_ANSWER,
  CREATIVES_UPLOAD_ANSWER,
  MOVED_ANSWER,
  SIGNED_LINK_ANSWER,
  TIMELINE_ANSWER,
} from '../answers/campaigns';
import { SUCCESS } from '../answers/named';
import { describeAll } from '../described';
import { CAMPAIGNS } from '../endpoints/campaigns';
import { actingQuery } from '../requests/acting';
import {
  campaignListQuery,
  createCampaignBody,
  moveCampaignsBody,
  pinBody,
  sdfDownloadQuery,
  updateCampaignBody,
  uploadCreativesForm,
} from '../requests/campaigns';
import { SEED, SEED_UPLOAD } from './seed';

const tag = 'Campaigns';
const campaign = { campaignId: SEED.campaign };

export const CAMPAIGN_CALLS = describeAll(CAMPAIGNS, {
  list: {
    answer: CAMPAIGNS_ANSWER,
    tag,
    summary: 'A page of the account’s campaigns, maybe of one folder',
    query: campaignListQuery,
    errors: [400, 403],
    example: { query: { folderId: SEED.folder } },
  },
  create: {
    bodyAdditions: { files: [SEED_UPLOAD] },
    answer: CAMPAIGN_CREATED_ANSWER,
    tag,
    summary: 'Creates a campaign per destination from uploaded files, maybe with its run',
    body: createCampaignBody,
    errors: [400, 403, 404, 413],
    // The files are an upload of the caller's: whoever calls adds them.
    example: { body: { name: 'Spring Trail', folderId: SEED.folder, destination: 'facebook' } },
  },
  move: {
    answer: MOVED_ANSWER,
    tag,
    summary: 'Moves campaigns to another folder of their account (our addition)',
    description: 'All or none: a campaign or folder of another account refuses the whole move (403).',
    body: moveCampaignsBody,
    errors: [400, 403, 404, 413],
    example: { body: { campaignIds: [SEED.campaign, 'cmp-acme-media-2'], folderId: 'fld-acme-media-3' } },
  },
  see: {
    answer: CAMPAIGN_DETAIL_ANSWER,
    tag,
    summary: 'One campaign with its files',
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: campaign },
  },
  update: {
    answer: CAMPAIGN_ANSWER,
    tag,
    summary: 'Changes a campaign’s name, description, status, advertiser or folder',
    body: updateCampaignBody,
    errors: [400, 403, 404, 413],
    example: { params: campaign, body: { name: 'Renamed' } },
  },
  pin: {
    answer: CAMPAIGN_ANSWER,
    tag,
    summary: 'Pins or unpins a campaign',
    query: actingQuery,
    body: pinBody,
    errors: [400, 403, 404],
    example: { params: campaign, body: { is_pinned: true } },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Deletes a campaign',
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: campaign },
  },
  messages: {
    answer: TIMELINE_ANSWER,
    tag,
    summary: 'The campaign’s activity timeline, newest first',
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: campaign },
  },
  fileLink: {
    answer: SIGNED_LINK_ANSWER,
    tag,
    summary: 'A fresh signed link to one of the campaign’s files',
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: { ...campaign, fileId: 'file-io' } },
  },
  sdfLink: {
    answer: SIGNED_LINK_ANSWER,
    tag,
    summary: 'A signed link to one generated SDF file',
    query: sdfDownloadQuery,
    errors: [400, 403, 404],
    example: { params: campaign, query: { gcsPath: 'sdf/campaigns.csv', filename: 'campaigns.csv' } },
  },
  uploadCreatives: {
    answer: CREATIVES_UPLOAD_ANSWER,
    tag,
    summary: 'Sends creative files for the campaign’s destination; 409 while its run processes',
    form: uploadCreativesForm,
    errors: [400, 403, 404, 409, 413],
    bodyAdditions: { files: ['PK… (the bytes of creatives-spring-trail.zip, as application/zip)'] },
    example: { params: { campaignId: 'cmp-acme-media-2' }, body: { subAction: 'display-video' } },
  },
});
