import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostDescribed } from '../src/contract/described/index';
import { endpointKey, pathOf } from '../src/contract/endpoint';
import { ACCOUNT_ADMIN } from '../src/contract/endpoints/account-admin';
import { ACCOUNTS } from '../src/contract/endpoints/accounts';
import { ADMIN_ACCOUNTS } from '../src/contract/endpoints/admin-accounts';
import { ADMIN_TOOLS } from '../src/contract/endpoints/admin-tools';
import { ALLOWED_USERS } from '../src/contract/endpoints/allowed-users';
import { CAMPAIGNS } from '../src/contract/endpoints/campaigns';
import { CHANNELS } from '../src/contract/endpoints/channels';
import { CHAT } from '../src/contract/endpoints/chat';
import { CHAT_HISTORY } from '../src/contract/endpoints/chat-history';
import { DEMO_HOST } from '../src/contract/endpoints/demo-host';
import { DEMO_PACKS } from '../src/contract/endpoints/demo-packs';
import { DEMO_SETTINGS } from '../src/contract/endpoints/demo-settings';
import { FILES } from '../src/contract/endpoints/files';
import { FOLDERS } from '../src/contract/endpoints/folders';
import { IDENTITY } from '../src/contract/endpoints/identity';
import { ORCHESTRATION } from '../src/contract/endpoints/orchestration';
import { PERMISSIONS } from '../src/contract/endpoints/permissions';
import { ROLES } from '../src/contract/endpoints/roles';
import { USERS } from '../src/contract/endpoints/users';
import { RECORD_COLLECTIONS } from '../src/contract/records';
import type { RecordCollection } from '../src/contract/records/record-collection';
import { allRoutes } from '../src/simulation/api/routes';
import { type RunningMockServer, startMockServer } from './server';
import { ContractDriver, type Driven } from './testing/contractDriver';
import { type RunningPrism, startPrismProxy } from './testing/prism';

/**
 * The contract test: every route the mock server answers is driven once, as a client of
 * docs/openapi.json would call it, and each request and answer is held to the document twice:
 * by the test's own validator (ContractDriver) and by Stoplight Prism's validating proxy, which
 * every call passes through (testing/prism.ts). The last test fails on a route the document lacks
 * or the test did not drive.
 */
const KEY = 'contract-test-key';
const clock = { now: Date.now() };
let server: RunningMockServer;
let prism: RunningPrism;
let dataDir: string;
let api: ContractDriver;

interface Persona {
  userId: string;
  accountId: string;
  email: string;
}

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

async function signIn(email: string): Promise<Persona> {
  const { json } = await api.drive(IDENTITY.demoToken, { token: null, body: { email } });
  api.token = json.token;
  const login = await api.drive(IDENTITY.signIn);
  return { userId: login.json.user.id, accountId: login.json.user.accountId, email };
}

async function upload(as: Persona, name: string, bytes: Uint8Array, chatId?: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (chatId) form.append('chatId', chatId);
  form.append('accountId', as.accountId);
  form.append('userId', as.userId);
  return (await api.drive(FILES.upload, { form })).json.data as {
    gcsPath: string;
    publicUrl: string;
    originalName: string;
    size: number;
    type: string;
  };
}

const acting = (as: Persona) => ({ userId: as.userId, accountId: as.accountId });
const idOf = (answer: Driven, ...keys: string[]): string => {
  for (const key of keys) if (answer.json?.[key]?.id !== undefined) return String(answer.json[key].id);
  return String(answer.json?.id);
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-contract-'));
  server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: 'contract-test-secret-0123456789abcdef',
    now: () => clock.now,
    speed: 10,
  });
  prism = await startPrismProxy(server.url);
  api = new ContractDriver(prism.url, KEY, server.url);
}, 90_000);

afterAll(async () => {
  await prism?.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the mock server answers as docs/openapi.json says', () => {
  it('serves the contract and its reference page without a key', async () => {
    const open = { key: false, token: null } as const;
    const document = await api.drive(DEMO_HOST.contract, open);
    expect(document.json.openapi).toBe('3.1.0');
    const page = await api.drive(DEMO_HOST.reference, open);
    const bundle = { asset: 'swagger-ui-bundle.js' };
    expect(page.text).toContain(pathOf(DEMO_HOST.referenceAsset, bundle));
    await api.drive(DEMO_HOST.referenceAsset, { ...open, params: bundle });
    await api.drive(DEMO_HOST.faults, { token: null, body: { faults: '' } });
    await api.drive(DEMO_HOST.sample, { token: null });
    await api.drive(DEMO_PACKS.list, { token: null });
    await api.drive(DEMO_SETTINGS.read, { token: null });
    // Fault mode only: the tests after this one need the server's own speed.
    await api.drive(DEMO_SETTINGS.change, { token: null, body: { faults: 0 } });
    // Fresh start: the scenarios after this one find the seed they expect.
    await api.drive(DEMO_PACKS.switch, { params: { packId: 'fresh-start' }, token: null });
  });

  it('identity, accounts and impersonation', async () => {
    await api.drive(IDENTITY.personas, { token: null });
    const sam = await signIn('sam.super@example.com');
    await api.drive(ACCOUNTS.managed, { query: { userId: sam.userId } });
    await api.drive(ACCOUNTS.enabledChannels, {
      params: { accountId: sam.accountId },
      query: { userId: sam.userId },
    });
    const users = await api.drive(USERS.list, { query: { userId: sam.userId } });
    const val = (users.json.users as { id: string; email: string }[]).find((user) =>
      user.email.startsWith('val.'),
    );
    await api.drive(ACCOUNTS.impersonate, {
      params: { targetUserId: val?.id ?? '' },
      query: { userId: sam.userId },
    });
    await api.drive(ACCOUNTS.endImpersonation, { query: { impersonatedBy: sam.userId } });
  });

  // A PDF read, results polled for and an export: seconds on a busy machine.
  it('the chat, its results and its files', async () => {
    const riley = await signIn('riley.planner@example.com');
    const io = await upload(riley, 'io.pdf', fixture('io-northwind-spring-trail.pdf'));
    const link = new URL(io.publicUrl);
    await api.drive(FILES.download, {
      params: { key: io.gcsPath },
      key: false,
      token: null,
      query: Object.fromEntries(link.searchParams),
    });
    const file = { name: io.originalName, size: io.size, gcsPath: io.gcsPath, publicUrl: io.publicUrl };
    const run = await api.drive(CHAT.send, {
      body: { message: 'Fast track this to TikTok', chatId: null, ...acting(riley), file_metadata: [file] },
    });
    const { chatId, messageId, sourceMessageId } = run.json;
    await api.drive(ORCHESTRATION.fastTrackStatus, { params: { chatId, messageId }, query: acting(riley) });
    await api.drive(ORCHESTRATION.stopFastTrack, { params: { chatId, messageId }, body: acting(riley) });
    await api.drive(CHAT.messageStatus, { params: { chatId, messageId }, query: acting(riley) });

    const question = await api.drive(CHAT.send, {
      body: { message: 'What is a CPM?', chatId, ...acting(riley) },
    });
    clock.now += 60_000;
    const answer = { chatId, messageId: question.json.messageId };
    await api.drive(CHAT.messageStatus, { params: answer, query: acting(riley) });
    await api.drive(CHAT.judge, { params: answer, body: { status: 'approved', ...acting(riley) } });
    await api.drive(CHAT.exportToSheets, {
      body: {
        data: { rows: [{ cpm: 4.2 }] },
        userEmail: riley.email,
        chatId,
        messageId: question.json.messageId,
        ...acting(riley),
      },
    });
    await api.drive(FILES.changeMetadata, {
      params: { messageId: sourceMessageId },
      body: { name: 'Northwind IO.pdf', gcsPath: io.gcsPath, ...acting(riley) },
    });
    await api.drive(FILES.refreshLinks, {
      params: { chatId },
      body: { ...acting(riley), expirationHours: 72 },
    });
    await api.drive(CHAT_HISTORY.list, { query: acting(riley) });
    await api.drive(CHAT_HISTORY.read, { params: { chatId }, query: acting(riley) });
    await api.drive(CHAT_HISTORY.rename, {
      params: { chatId },
      body: { summary: 'Northwind', ...acting(riley) },
    });
    await api.drive(CHAT_HISTORY.pin, { params: { chatId }, body: acting(riley) });
    await api.drive(CHAT_HISTORY.pin, { params: { chatId }, body: acting(riley) });

    const salesforce = await api.drive(CHAT.send, {
      body: {
        message: 'create the Salesforce opportunity',
        chatId: null,
        ...acting(riley),
        file_metadata: [file],
      },
    });
    const sf = { chatId: salesforce.json.chatId, messageId: salesforce.json.messageId };
    await api.drive(ORCHESTRATION.salesforceStatus, { params: sf, query: acting(riley) });
    await api.drive(ORCHESTRATION.stopSalesforce, { params: sf, body: acting(riley) });
    await api.drive(CHAT_HISTORY.remove, { params: { chatId }, query: acting(riley) });
    await api.drive(ORCHESTRATION.stats, { query: acting(riley) });
    await api.drive(ORCHESTRATION.overview, { query: acting(riley) });
  }, 60_000);

  // Two uploads read, a campaign made and its run followed: seconds on a busy machine, like the chat's.
  it('folders, campaigns and their runs', async () => {
    const riley = await signIn('riley.planner@example.com');
    const folder = await api.drive(FOLDERS.create, { body: acting(riley), expect: 201 });
    const folderId = idOf(folder, 'folder');
    await api.drive(FOLDERS.list, { query: acting(riley) });
    await api.drive(FOLDERS.rename, { params: { folderId }, query: acting(riley) });
    await api.drive(FOLDERS.update, { params: { folderId }, query: acting(riley) });

    const io = await upload(riley, 'io.pdf', fixture('io-northwind-spring-trail.pdf'));
    const template = await upload(riley, 'launch-template.json', fixture('launch-template.json'));
    const files = [io, template].map(({ gcsPath, originalName, size, type }) => ({
      gcsPath,
      originalName,
      size,
      type,
    }));
    await api.drive(ORCHESTRATION.analyzeFiles, { body: { files, ...acting(riley) } });
    const created = await api.drive(CAMPAIGNS.create, {
      body: {
        folderId,
        ...acting(riley),
        files: [io, template],
        orchestration: { enabled: true, type: 'fast-track-shell', priority: 'normal', autoStart: true },
      },
    });
    const campaign = { campaignId: String(created.json.id) };
    const run = { messageId: String(created.json.orchestration.messageId) };
    await api.drive(ORCHESTRATION.runStatus, { params: run });
    await api.drive(ORCHESTRATION.messageStatus, { params: run });
    await api.drive(ORCHESTRATION.stopRun, { params: run });
    await api.drive(CAMPAIGNS.list, { query: { ...acting(riley), folderId } });
    const seen = await api.drive(CAMPAIGNS.see, { params: campaign, query: acting(riley) });
    await api.drive(CAMPAIGNS.update, {
      params: campaign,
      body: { description: 'From the contract test', ...acting(riley) },
    });
    await api.drive(CAMPAIGNS.pin, { params: campaign, query: acting(riley) });
    await api.drive(CAMPAIGNS.messages, { params: campaign, query: acting(riley) });
    const fileId = String(seen.json.campaign.files[0].id);
    await api.drive(CAMPAIGNS.fileLink, { params: { ...campaign, fileId }, query: acting(riley) });
    const restarted = await api.drive(ORCHESTRATION.start, {
      query: acting(riley),
      body: { campaignId: campaign.campaignId, files },
    });
    clock.now += 10 * 60_000;
    await api.drive(ORCHESTRATION.runStatus, { params: { messageId: String(restarted.json.messageId) } });
    const creatives = new FormData();
    creatives.append(
      'files',
      new File([fixture('creatives-spring-trail.zip') as Uint8Array<ArrayBuffer>], 'c.zip'),
    );
    creatives.append('subAction', 'display-video');
    creatives.append('accountId', riley.accountId);
    creatives.append('userId', riley.userId);
    await api.drive(CAMPAIGNS.uploadCreatives, { params: campaign, form: creatives });
    await api.drive(CAMPAIGNS.pin, { params: campaign, query: acting(riley), body: { is_pinned: false } });
    const moved = await api.drive(CAMPAIGNS.move, {
      body: { campaignIds: [campaign.campaignId], folderId, ...acting(riley) },
    });
    expect(moved.json.moved).toBe(1);
    await api.drive(CAMPAIGNS.remove, { params: campaign, query: acting(riley) });
    await api.drive(FOLDERS.remove, { params: { folderId }, query: acting(riley) });
  }, 60_000);

  it('the SDF files of a finished YouTube run', async () => {
    const alex = { ...(await signIn('alex.admin@example.com')), accountId: 'acc-initech-auto' };
    // An IO whose text names no platform: the run does not stop at a platform the account lacks.
    const io = await upload(alex, 'io.txt', new TextEncoder().encode('Insertion order: Trail, $10,000'));
    const folders = await api.drive(FOLDERS.list, { query: acting(alex) });
    const created = await api.drive(CAMPAIGNS.create, {
      body: {
        name: 'Trail on YouTube',
        folderId: String(folders.json.folders[0].id),
        destination: 'youtube-dv360',
        advertiserId: '123',
        ...acting(alex),
        files: [io],
        orchestration: { enabled: true, type: 'fast-track-shell', priority: 'normal', autoStart: true },
      },
    });
    clock.now += 10 * 60_000;
    const run = await api.drive(ORCHESTRATION.runStatus, {
      params: { messageId: String(created.json.orchestration.messageId) },
    });
    const sdf = run.json.apiResult.uploaded_sdf_files[0];
    await api.drive(CAMPAIGNS.sdfLink, {
      params: { campaignId: String(created.json.id) },
      query: { gcsPath: sdf.gcs_path, filename: sdf.filename, ...acting(alex) },
    });
  });

  it('administration: users, roles, permissions, accounts and allowed users', async () => {
    const sam = await signIn('sam.super@example.com');
    const who = { userId: sam.userId };
    const body = (fields: Record<string, unknown>) => ({ ...fields, ...who });
    const users = await api.drive(USERS.list, { query: who });
    const val = (
      users.json.users as { id: string; email: string; role_id: string; account_id: string }[]
    ).find((user) => user.email.startsWith('val.'));
    if (!val) throw new Error('Val Viewer is not seeded');
    const valUser = { id: val.id };
    await api.drive(USERS.assignRole, {
      params: valUser,
      body: body({ role_id: val.role_id, account_ids: [val.account_id] }),
    });
    await api.drive(USERS.setStatus, { params: valUser, body: body({ is_deleted: false }) });

    await api.drive(PERMISSIONS.list, { query: who });
    const permission = await api.drive(PERMISSIONS.create, {
      body: body({ key: 'can_read_contracts', name: 'Read contracts' }),
    });
    const madePermission = { id: idOf(permission, 'permission') };
    await api.drive(PERMISSIONS.update, {
      params: madePermission,
      body: body({ name: 'Read the contract' }),
    });
    await api.drive(ROLES.list, { query: who });
    const role = await api.drive(ROLES.create, {
      body: body({ name: 'Contract reader', permissions: { can_read_contracts: true } }),
    });
    const madeRole = { id: idOf(role, 'role') };
    await api.drive(ROLES.update, {
      params: madeRole,
      body: body({ name: 'Contract reader', description: 'Reads', permissions: {} }),
    });
    await api.drive(ROLES.grants, { params: madeRole, query: who });
    await api.drive(ROLES.remove, { params: madeRole, query: who });
    await api.drive(PERMISSIONS.remove, { params: madePermission, query: who });

    await api.drive(ADMIN_ACCOUNTS.listAll, { query: who });
    const account = await api.drive(ADMIN_ACCOUNTS.create, { body: body({ name: 'Contract Co' }) });
    const accountId = idOf(account, 'account');
    await api.drive(ADMIN_ACCOUNTS.update, {
      params: { id: accountId },
      body: body({ name: 'Contract Co', description: 'Made by the contract test', status: 'active' }),
    });
    // An Admin may be in several accounts; a non-Admin in one only.
    const alex = { accountId, targetId: 'u-alex-admin' };
    await api.drive(ACCOUNT_ADMIN.addMember, {
      params: { accountId },
      body: body({ targetUserId: alex.targetId, isAccountAdmin: true }),
    });
    await api.drive(ACCOUNT_ADMIN.members, { params: { accountId }, query: who });
    await api.drive(ACCOUNT_ADMIN.setAdmin, { params: alex, body: body({ isAccountAdmin: true }) });
    await api.drive(ACCOUNT_ADMIN.removeMember, { params: alex, query: who, body: who });
    const setting = { accountId, settingKey: 'multi_channels' };
    await api.drive(ACCOUNT_ADMIN.saveSetting, { params: setting, body: body({ settingValue: 'true' }) });
    await api.drive(ACCOUNT_ADMIN.settings, { params: { accountId }, query: who });
    await api.drive(ACCOUNT_ADMIN.removeSetting, { params: setting, query: who, body: who });

    const allowed = await api.drive(ALLOWED_USERS.allow, {
      body: body({ email: 'new.planner@example.com', roleId: val.role_id, accountId }),
    });
    await api.drive(ALLOWED_USERS.list, { query: who });
    await api.drive(ALLOWED_USERS.remove, {
      params: { id: idOf(allowed, 'allowedUser') },
      query: who,
      body: who,
    });
    await api.drive(ADMIN_TOOLS.dataExport, { body: who });
    await api.drive(ADMIN_TOOLS.audit, { query: { ...who, from: '2020-01-01' } });
  });

  it('administration: the plain admin collections, each added, listed, changed and deleted', async () => {
    const sam = await signIn('sam.super@example.com');
    const who = { userId: sam.userId };
    for (const { endpoints, example, one } of RECORD_COLLECTIONS as readonly RecordCollection[]) {
      const made = { id: idOf(await api.drive(endpoints.create, { body: { ...example, ...who } }), one) };
      await api.drive(endpoints.list, { query: who });
      await api.drive(endpoints.update, { params: made, body: { ...example, ...who } });
      await api.drive(endpoints.remove, { params: made, query: who });
    }
  });

  it('administration: channels and their accounts', async () => {
    const sam = await signIn('sam.super@example.com');
    const who = { userId: sam.userId };
    const types = await api.drive(CHANNELS.types, { query: who });
    const type = types.json.types[0] as { id: string; fields: unknown };
    const fields = (typeof type.fields === 'string' ? JSON.parse(type.fields) : type.fields) as {
      field_name: string;
      field_type: string;
    }[];
    const sample = (kind: string) => (kind === 'number' ? 1 : kind === 'boolean' ? true : 'x');
    const field_values = Object.fromEntries(
      fields.map((field) => [field.field_name, sample(field.field_type)]),
    );
    const channel = await api.drive(CHANNELS.create, {
      body: { name: 'Contract channel', channel_type_id: type.id, field_values, ...who },
    });
    const made = { id: idOf(channel, 'channel') };
    await api.drive(CHANNELS.update, {
      params: made,
      body: { name: 'Contract channel 2', field_values, ...who },
    });
    await api.drive(CHANNELS.list, { query: who });
    const assignment = await api.drive(CHANNELS.assign, {
      body: { account_id: sam.accountId, channel_id: made.id, is_enabled: true, ...who },
    });
    const assigned = { id: idOf(assignment, 'assignment') };
    await api.drive(CHANNELS.setEnabled, { params: assigned, body: { is_enabled: false, ...who } });
    await api.drive(CHANNELS.assignments, { query: who });
    await api.drive(CHANNELS.unassign, { params: assigned, query: who });
    await api.drive(CHANNELS.remove, { params: made, query: who });
  });
});

describe('the contract covers the mock server', () => {
  it('documents and drove every route the mock server answers, and documents no other', () => {
    const answered = [
      ...allRoutes().map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      ...hostDescribed().map(({ endpoint }) => endpointKey(endpoint)),
    ];
    const documented = api.contract.operations();
    expect(
      answered.filter((route) => !documented.includes(route)),
      'routes the document lacks',
    ).toEqual([]);
    expect(
      documented.filter((route) => !answered.includes(route)),
      'documented, not answered',
    ).toEqual([]);
    expect(
      answered.filter((route) => !api.driven.has(route)),
      'routes not driven',
    ).toEqual([]);
  });
});
