import { areaChanged, campaignArea } from '../../campaigns/area';
import type { TestBackend } from '../testBackend';
import { TEST_API_KEY } from '../testBackend';
import { ACME, GLOBEX } from './personas';
import { inAccount, ownedBy, type Probe, uploadForm } from './probe';
import { storedUpload } from './probes-chat';

const CAMPAIGN = 'cmp-acme-media-1';
const FOLDER = 'fld-acme-media-1';

/** Seeds Acme's campaigns (they are made on the account's first campaign call). */
async function acmeCampaigns(backend: TestBackend) {
  const token = await backend.tokenFor('riley.planner@example.com');
  await backend.call('GET', '/api/v2/folders', {
    token,
    apiKey: TEST_API_KEY,
    query: { userId: 'u-riley-planner', accountId: ACME },
  });
  return {};
}

/** A campaign run started by Riley on the seeded draft, for the run calls. */
async function campaignRun(backend: TestBackend) {
  await acmeCampaigns(backend);
  const { key } = await storedUpload(backend);
  const started = await backend.call('POST', '/api/v2/orchestration', {
    token: await backend.tokenFor('riley.planner@example.com'),
    body: { userId: 'u-riley-planner', accountId: ACME, campaignId: CAMPAIGN, files: [{ gcsPath: key }] },
  });
  const messageId =
    started.json.messageId ?? (started.json.orchestration as { messageId?: string })?.messageId;
  if (typeof messageId !== 'string') throw new Error(`No campaign run started: ${started.text}`);
  return { messageId };
}

async function emptyFolder(backend: TestBackend) {
  await acmeCampaigns(backend);
  const area = campaignArea(backend.data);
  area.folders.push({
    id: 'fld-probe-empty',
    account_id: ACME,
    name: 'Empty',
    is_pinned: false,
    created_by: 'u-riley-planner',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  areaChanged(area);
  return {};
}

const acme = { acting: { in: ACME }, target: inAccount(ACME), prepare: acmeCampaigns } as const;

/** Spec 2: folders, campaigns, the campaign page and its runs. */
export const CAMPAIGN_PROBES: readonly Probe[] = [
  {
    route: 'GET /api/v2/folders',
    about: "Acme's folders",
    ...acme,
    request: () => ({ path: '/api/v2/folders' }),
  },
  {
    route: 'POST /api/v2/folders',
    about: 'a folder in Globex (Val may not create)',
    acting: { in: GLOBEX },
    target: inAccount(GLOBEX),
    request: () => ({ path: '/api/v2/folders', body: { name: 'Probe folder' } }),
  },
  {
    route: 'PUT /api/v2/folders/:folderId',
    about: 'renaming a folder of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/folders/${FOLDER}`, body: { name: 'Renamed' } }),
  },
  {
    route: 'PATCH /api/v2/folders/:folderId',
    about: 'pinning a folder of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/folders/${FOLDER}`, body: { is_pinned: true } }),
  },
  {
    route: 'DELETE /api/v2/folders/:folderId',
    about: 'deleting an empty folder of Acme',
    ...acme,
    prepare: emptyFolder,
    request: () => ({ path: '/api/v2/folders/fld-probe-empty' }),
  },
  {
    route: 'GET /api/v2/campaigns',
    about: "Acme's campaigns",
    ...acme,
    request: () => ({ path: '/api/v2/campaigns' }),
  },
  {
    route: 'POST /api/v2/campaigns',
    about: 'a campaign in Acme from an upload',
    ...acme,
    prepare: async (backend) => ({ ...(await acmeCampaigns(backend)), ...(await storedUpload(backend)) }),
    request: (_persona, { key = '' }) => ({
      path: '/api/v2/campaigns',
      body: { name: 'Probe', folderId: FOLDER, destination: 'facebook', files: [{ gcsPath: key }] },
    }),
  },
  {
    route: 'GET /api/v2/campaigns/:campaignId',
    about: 'a campaign of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}` }),
  },
  {
    route: 'PUT /api/v2/campaigns/:campaignId',
    about: 'renaming a campaign of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}`, body: { name: 'Renamed' } }),
  },
  {
    route: 'POST /api/v2/campaigns/move',
    about: 'moving two campaigns of Acme to another of its folders',
    ...acme,
    request: () => ({
      path: '/api/v2/campaigns/move',
      body: { campaignIds: [CAMPAIGN, 'cmp-acme-media-2'], folderId: 'fld-acme-media-3' },
    }),
  },
  {
    route: 'PATCH /api/v2/campaigns/:campaignId',
    about: 'pinning a campaign of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}`, body: { is_pinned: true } }),
  },
  {
    route: 'DELETE /api/v2/campaigns/:campaignId',
    about: 'deleting a campaign of Acme',
    ...acme,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}` }),
  },
  {
    route: 'GET /api/v2/campaigns/:campaignId/messages',
    about: "a campaign's timeline",
    ...acme,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}/messages` }),
  },
  {
    route: 'GET /api/v2/campaigns/:campaignId/files/:fileId/download',
    about: "a campaign's file (none by that id: 404 once past the campaign's rule)",
    ...acme,
    allowedStatus: 404,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}/files/no-such-file/download` }),
  },
  {
    route: 'GET /api/v2/campaigns/:campaignId/sdf-files/download',
    about: "a campaign's SDF file (none named: 400 once past the campaign's rule)",
    ...acme,
    allowedStatus: 400,
    request: () => ({ path: `/api/v2/campaigns/${CAMPAIGN}/sdf-files/download` }),
  },
  {
    route: 'POST /api/v2/campaigns/:campaignId/upload-creatives',
    about: 'creatives for a campaign of Acme',
    ...acme,
    request: () => ({
      path: '/api/v2/campaigns/cmp-acme-media-2/upload-creatives',
      form: uploadForm('creatives.xlsx', 'files'),
    }),
  },
  {
    route: 'POST /api/v2/orchestration/analyze-files',
    about: 'analysing an upload of Acme',
    ...acme,
    prepare: (backend) => storedUpload(backend),
    request: (_persona, { key = '' }) => ({
      path: '/api/v2/orchestration/analyze-files',
      body: { files: [{ gcsPath: key }] },
    }),
  },
  {
    route: 'POST /api/v2/orchestration',
    about: 'starting the run of a campaign of Acme',
    ...acme,
    prepare: async (backend) => ({ ...(await acmeCampaigns(backend)), ...(await storedUpload(backend)) }),
    request: (_persona, { key = '' }) => ({
      path: '/api/v2/orchestration',
      body: { campaignId: CAMPAIGN, files: [{ gcsPath: key }] },
    }),
  },
  {
    route: 'GET /api/v2/orchestration/:messageId/status',
    about: "Avery's fast-track, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
    request: () => ({ path: '/api/v2/orchestration/msg-r08b/status' }),
  },
  {
    route: 'GET /api/v2/orchestration/:messageId/status',
    about: "a campaign's run in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:see',
    prepare: campaignRun,
    request: (_persona, { messageId = '' }) => ({ path: `/api/v2/orchestration/${messageId}/status` }),
  },
  {
    route: 'POST /api/v2/orchestration/:messageId/stop',
    about: "stopping Avery's fast-track, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
    request: () => ({ path: '/api/v2/orchestration/msg-r08b/stop', body: {} }),
  },
  {
    route: 'POST /api/v2/orchestration/:messageId/stop',
    about: "stopping a campaign's run in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:run',
    prepare: campaignRun,
    request: (_persona, { messageId = '' }) => ({
      path: `/api/v2/orchestration/${messageId}/stop`,
      body: {},
    }),
  },
  {
    route: 'GET /api/v2/message/:messageId/status',
    about: "Avery's chat result, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
    request: () => ({ path: '/api/v2/message/msg-seed-4-2/status' }),
  },
  {
    route: 'GET /api/v2/message/:messageId/status',
    about: "Alex's chat result in Globex, by message id",
    acting: 'caller',
    target: ownedBy('u-alex-admin', GLOBEX),
    request: () => ({ path: '/api/v2/message/msg-seed-5-2/status' }),
  },
  {
    route: 'GET /api/v2/message/:messageId/status',
    about: "a step of a campaign's timeline in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:see',
    prepare: acmeCampaigns,
    request: () => ({ path: '/api/v2/message/act-cmp-acme-media-2/status' }),
  },
];
