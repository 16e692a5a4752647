import { ACCOUNTS } from '../../../contract/endpoints/accounts';
import { CHAT } from '../../../contract/endpoints/chat';
import { CHAT_HISTORY } from '../../../contract/endpoints/chat-history';
import { DEMO_PACKS } from '../../../contract/endpoints/demo-packs';
import { DEMO_SETTINGS } from '../../../contract/endpoints/demo-settings';
import { FILES } from '../../../contract/endpoints/files';
import { IDENTITY } from '../../../contract/endpoints/identity';
import { ORCHESTRATION } from '../../../contract/endpoints/orchestration';
import { signedFileUrl } from '../../files/signedLinks';
import type { TestBackend } from '../testBackend';
import { TEST_SECRET } from '../testBackend';
import { ACME, GLOBEX } from './personas';
import { exampleRequest, inAccount, ownedBy, ownNew, type Probe, probeOf, uploadForm } from './probe';

const RILEY = 'u-riley-planner';
const AVERY = 'u-avery-owner';

/** Riley's stored upload in Acme, for calls that attach one. */
export async function storedUpload(backend: TestBackend, accountId = ACME) {
  const key = `uploads/${accountId}/file-probe-io.pdf`;
  await backend.files.put(key, { bytes: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' });
  backend.data.files.push({
    key,
    account_id: accountId,
    user_id: RILEY,
    originalName: 'io.pdf',
    size: 4,
    type: 'application/pdf',
    created_at: new Date(backend.clock.now).toISOString(),
  });
  return { key };
}

/** Spec 1: chats, messages and results, files, the chat's orchestrations, statistics. */
export const CHAT_PROBES: readonly Probe[] = [
  probeOf(IDENTITY.personas, {
    about: 'the persona picker answers the api key alone',
    acting: 'caller',
    target: { accountIds: [] },
  }),
  probeOf(IDENTITY.demoToken, {
    about: 'a token for a persona',
    acting: 'caller',
    target: { accountIds: [] },
    request: (persona) => exampleRequest(IDENTITY.demoToken, { body: { email: persona.email } }),
  }),
  probeOf(DEMO_PACKS.list, {
    about: 'the demo packs answer the api key alone',
    acting: 'caller',
    target: { accountIds: [] },
  }),
  probeOf(DEMO_PACKS.switch, {
    about: 'a pack switch answers the api key alone',
    acting: 'caller',
    target: { accountIds: [] },
    refusedPaths: ['/api/demo/packs/big-day'],
    replacesEverything: true,
  }),
  probeOf(DEMO_SETTINGS.read, {
    about: 'the demo settings answer the api key alone',
    acting: 'caller',
    target: { accountIds: [] },
  }),
  probeOf(DEMO_SETTINGS.change, {
    about: 'a presenter changes the run speed and fault mode with the api key alone',
    acting: 'caller',
    target: { accountIds: [] },
  }),
  probeOf(IDENTITY.signIn, {
    about: 'signing in as oneself',
    acting: 'caller',
    target: { accountIds: [] },
    request: () => exampleRequest(IDENTITY.signIn, { body: {} }),
  }),
  probeOf(ACCOUNTS.endImpersonation, {
    about: 'ending one’s own impersonation',
    acting: 'caller',
    target: { accountIds: [] },
    prepare: (backend) => {
      for (const id of ['u-sam-super', 'u-alex-admin', 'u-avery-owner', 'u-riley-planner', 'u-val-viewer'])
        backend.data.impersonations.push({ adminUserId: id, targetUserId: 'u-jordan', startedAt: '' });
      return {};
    },
    request: (persona) =>
      exampleRequest(ACCOUNTS.endImpersonation, { query: { impersonatedBy: persona.id } }),
  }),
  probeOf(ACCOUNTS.enabledChannels, {
    about: "Acme's channels",
    acting: 'anywhere',
    target: inAccount(ACME),
  }),
  probeOf(CHAT_HISTORY.list, {
    about: 'one’s own chats in Acme',
    acting: { in: ACME },
    target: ownNew(ACME),
  }),
  probeOf(CHAT_HISTORY.rename, {
    about: "renaming Riley's chat",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(CHAT_HISTORY.pin, {
    about: "pinning Riley's chat",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(CHAT_HISTORY.remove, {
    about: "removing Riley's unpinned chat",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(CHAT_HISTORY.read, {
    about: "reading Avery's chat",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
  }),
  probeOf(CHAT.messageStatus, {
    about: "polling Avery's result",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
  }),
  probeOf(CHAT.judge, {
    about: "approving Riley's result",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(CHAT.send, { about: 'a new chat in Acme', acting: { in: ACME }, target: ownNew(ACME) }),
  probeOf(CHAT.send, {
    about: 'a new chat in Globex (Val may send)',
    acting: { in: GLOBEX },
    target: ownNew(GLOBEX),
  }),
  probeOf(CHAT.send, {
    about: "a message that attaches Riley's upload in Acme",
    acting: { in: ACME },
    target: ownNew(ACME),
    prepare: (backend) => storedUpload(backend),
    request: (_persona, { key = '' }) =>
      exampleRequest(CHAT.send, {
        body: { message: 'Read this', file_metadata: [{ name: 'io.pdf', gcsPath: key }] },
      }),
  }),
  probeOf(CHAT.exportToSheets, {
    about: 'exporting a result in Acme',
    acting: { in: ACME },
    target: ownNew(ACME),
    decidedBy: 'file:export',
    request: (persona) => exampleRequest(CHAT.exportToSheets, { body: { userEmail: persona.email } }),
  }),
  probeOf(FILES.upload, {
    about: 'an upload in Globex (Val may not upload)',
    acting: { in: GLOBEX },
    target: ownNew(GLOBEX),
    request: () => ({ ...exampleRequest(FILES.upload), form: uploadForm() }),
  }),
  probeOf(FILES.changeMetadata, {
    about: "renaming a file of Riley's",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(FILES.refreshLinks, {
    about: "renewing the links of Riley's chat",
    acting: { in: ACME },
    target: ownedBy(RILEY, ACME),
  }),
  probeOf(FILES.download, {
    about: 'a signed link carries its own proof',
    acting: 'caller',
    target: { accountIds: [] },
    prepare: async (backend) => {
      const { key } = await storedUpload(backend);
      return { url: await signedFileUrl('http://demo.test', key, backend.clock.now + 60_000, TEST_SECRET) };
    },
    request: (_persona, { url = '' }) => {
      const link = new URL(url);
      return { path: `${link.pathname}${link.search}` };
    },
  }),
  probeOf(ORCHESTRATION.stats, {
    about: 'one’s own statistics in Acme',
    acting: { in: ACME },
    target: ownNew(ACME),
  }),
  probeOf(ORCHESTRATION.overview, {
    about: "Acme's orchestrations, as far as each may monitor them",
    acting: { in: ACME },
    target: ownNew(ACME),
  }),
  probeOf(ORCHESTRATION.fastTrackStatus, {
    about: "Avery's fast-track",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
  }),
  probeOf(ORCHESTRATION.stopFastTrack, {
    about: "stopping Avery's fast-track",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
  }),
  probeOf(ORCHESTRATION.salesforceStatus, {
    about: "Avery's Salesforce run",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
  }),
  probeOf(ORCHESTRATION.stopSalesforce, {
    about: "stopping Avery's finished Salesforce run",
    acting: { in: ACME },
    target: ownedBy(AVERY, ACME),
    allowedStatus: 409,
  }),
];
