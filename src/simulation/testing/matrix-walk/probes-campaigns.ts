import { SEED } from '../../../contract/described/seed';
import { pathOf } from '../../../contract/endpoint';
import { CAMPAIGNS } from '../../../contract/endpoints/campaigns';
import { FOLDERS } from '../../../contract/endpoints/folders';
import { ORCHESTRATION } from '../../../contract/endpoints/orchestration';
import { areaChanged, campaignArea } from '../../campaigns/area';
import type { TestBackend } from '../testBackend';
import { TEST_API_KEY } from '../testBackend';
import { ACME, GLOBEX } from './personas';
import { exampleRequest, inAccount, ownedBy, type Probe, probeOf, uploadForm } from './probe';
import { storedUpload } from './probes-chat';

const CAMPAIGN = SEED.campaign;

/** Seeds Acme's campaigns (they are made on the account's first campaign call). */
async function acmeCampaigns(backend: TestBackend) {
  const token = await backend.tokenFor('riley.planner@example.com');
  await backend.call('GET', pathOf(FOLDERS.list), {
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
    query: { userId: 'u-riley-planner', accountId: ACME },
    body: { campaignId: CAMPAIGN, files: [{ gcsPath: key }] },
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
  probeOf(FOLDERS.list, { about: "Acme's folders", ...acme }),
  probeOf(FOLDERS.create, {
    about: 'a folder in Globex (Val may not create)',
    acting: { in: GLOBEX },
    target: inAccount(GLOBEX),
  }),
  probeOf(FOLDERS.rename, { about: 'renaming a folder of Acme', ...acme }),
  probeOf(FOLDERS.update, { about: 'pinning a folder of Acme', ...acme }),
  probeOf(FOLDERS.remove, {
    about: 'deleting an empty folder of Acme',
    ...acme,
    prepare: emptyFolder,
    request: () => exampleRequest(FOLDERS.remove, { params: { folderId: 'fld-probe-empty' } }),
  }),
  probeOf(CAMPAIGNS.list, { about: "Acme's campaigns", ...acme }),
  probeOf(CAMPAIGNS.create, {
    about: 'a campaign in Acme from an upload',
    ...acme,
    prepare: async (backend) => ({ ...(await acmeCampaigns(backend)), ...(await storedUpload(backend)) }),
    request: (_persona, { key = '' }) =>
      exampleRequest(CAMPAIGNS.create, { body: { files: [{ gcsPath: key }] } }),
  }),
  probeOf(CAMPAIGNS.see, { about: 'a campaign of Acme', ...acme }),
  probeOf(CAMPAIGNS.update, { about: 'renaming a campaign of Acme', ...acme }),
  probeOf(CAMPAIGNS.move, { about: 'moving two campaigns of Acme to another of its folders', ...acme }),
  probeOf(CAMPAIGNS.pin, { about: 'pinning a campaign of Acme', ...acme }),
  probeOf(CAMPAIGNS.remove, { about: 'deleting a campaign of Acme', ...acme }),
  probeOf(CAMPAIGNS.messages, { about: "a campaign's timeline", ...acme }),
  probeOf(CAMPAIGNS.fileLink, {
    about: "a campaign's file (none by that id: 404 once past the campaign's rule)",
    ...acme,
    allowedStatus: 404,
    request: () => exampleRequest(CAMPAIGNS.fileLink, { params: { fileId: 'no-such-file' } }),
  }),
  probeOf(CAMPAIGNS.sdfLink, {
    about: "a campaign's SDF file (none named: 400 once past the campaign's rule)",
    ...acme,
    allowedStatus: 400,
    request: () => ({ path: pathOf(CAMPAIGNS.sdfLink, { campaignId: CAMPAIGN }) }),
  }),
  probeOf(CAMPAIGNS.uploadCreatives, {
    about: 'creatives for a campaign of Acme',
    ...acme,
    request: () => ({
      path: exampleRequest(CAMPAIGNS.uploadCreatives).path,
      form: uploadForm('creatives.xlsx', 'files'),
    }),
  }),
  probeOf(ORCHESTRATION.analyzeFiles, {
    about: 'analysing an upload of Acme',
    ...acme,
    prepare: (backend) => storedUpload(backend),
    request: (_persona, { key = '' }) =>
      exampleRequest(ORCHESTRATION.analyzeFiles, { body: { files: [{ gcsPath: key }] } }),
  }),
  probeOf(ORCHESTRATION.start, {
    about: 'starting the run of a campaign of Acme',
    ...acme,
    prepare: async (backend) => ({ ...(await acmeCampaigns(backend)), ...(await storedUpload(backend)) }),
    request: (_persona, { key = '' }) =>
      exampleRequest(ORCHESTRATION.start, { body: { files: [{ gcsPath: key }] } }),
  }),
  probeOf(ORCHESTRATION.runStatus, {
    about: "Avery's fast-track, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
  }),
  probeOf(ORCHESTRATION.runStatus, {
    about: "a campaign's run in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:see',
    prepare: campaignRun,
    request: (_persona, { messageId = '' }) =>
      exampleRequest(ORCHESTRATION.runStatus, { params: { messageId } }),
  }),
  probeOf(ORCHESTRATION.stopRun, {
    about: "stopping Avery's fast-track, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
  }),
  probeOf(ORCHESTRATION.stopRun, {
    about: "stopping a campaign's run in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:run',
    prepare: campaignRun,
    request: (_persona, { messageId = '' }) =>
      exampleRequest(ORCHESTRATION.stopRun, { params: { messageId } }),
  }),
  probeOf(ORCHESTRATION.messageStatus, {
    about: "Avery's chat result, by message id",
    acting: 'caller',
    target: ownedBy('u-avery-owner', ACME),
  }),
  probeOf(ORCHESTRATION.messageStatus, {
    about: "Alex's chat result in Globex, by message id",
    acting: 'caller',
    target: ownedBy('u-alex-admin', GLOBEX),
    request: () => exampleRequest(ORCHESTRATION.messageStatus, { params: { messageId: 'msg-seed-5-2' } }),
  }),
  probeOf(ORCHESTRATION.messageStatus, {
    about: "a step of a campaign's timeline in Acme",
    acting: 'caller',
    target: inAccount(ACME),
    decidedBy: 'campaign:see',
    prepare: acmeCampaigns,
    request: () =>
      exampleRequest(ORCHESTRATION.messageStatus, { params: { messageId: 'act-cmp-acme-media-2' } }),
  }),
];
