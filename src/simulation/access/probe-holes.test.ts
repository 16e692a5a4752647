import { describe, expect, it } from 'vitest';
import { campaignArea } from '../campaigns/area';
import { createTestBackend } from '../testing/testBackend';

/** Every call of issue 18's table, as the probe made it, and the answer it must get now. */
const ACME = 'acc-acme-media';
const GLOBEX = 'acc-globex-retail';
const EMAIL = {
  riley: 'riley.planner@example.com',
  val: 'val.viewer@example.com',
  alex: 'alex.admin@example.com',
  avery: 'avery.owner@example.com',
};

async function as(who: keyof typeof EMAIL) {
  const backend = createTestBackend();
  const token = await backend.tokenFor(EMAIL[who]);
  return { backend, token, id: backend.userByEmail(EMAIL[who]).id };
}

describe("the probe's calls that got through, refused now", () => {
  it("Riley cannot read Avery's chat result through the v2 status route", async () => {
    const { backend, token } = await as('riley');
    const answer = await backend.call('GET', '/api/v2/message/msg-seed-4-2/status', { token });
    expect([403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain('result');
  });

  it("Val cannot read Alex's result in Globex", async () => {
    const { backend, token } = await as('val');
    expect([403, 404]).toContain(
      (await backend.call('GET', '/api/v2/message/msg-seed-5-2/status', { token })).status,
    );
  });

  it("Riley cannot stop Avery's fast-track, and Avery's run carries on", async () => {
    const { backend, token } = await as('riley');
    const stop = await backend.call('POST', '/api/v2/orchestration/msg-r08b/stop', { token, body: {} });
    expect([403, 404]).toContain(stop.status);
    const avery = await backend.tokenFor(EMAIL.avery);
    const status = await backend.call('GET', '/api/chat/chat-r08/msg-r08b/fast-track-status', {
      token: avery,
      query: { userId: 'u-avery-owner', accountId: ACME },
    });
    expect(status.json).toMatchObject({ status: 'in_progress' });
    expect(status.text).not.toContain('Stopped by user');
  });

  it('Alex cannot delete a channel assigned only to accounts he does not manage; nothing is unassigned', async () => {
    const { backend, token, id } = await as('alex');
    const before = backend.data.accountChannels.filter((row) => row.channel_id === 'ch-madhive').length;
    const answer = await backend.call('DELETE', '/api/channels/ch-madhive', { token, query: { userId: id } });
    expect(answer.status).toBe(403);
    expect(backend.data.accountChannels.filter((row) => row.channel_id === 'ch-madhive')).toHaveLength(
      before,
    );
  });

  it("Alex cannot delete an allowed user of an account he does not manage, nor the Super Admin's entry", async () => {
    const { backend, token, id } = await as('alex');
    for (const entry of ['allowed-8', 'allowed-1']) {
      const answer = await backend.call('DELETE', `/api/admin/allowed-users/${entry}`, {
        token,
        query: { userId: id },
      });
      expect(answer.status, entry).toBe(403);
    }
    expect(backend.data.allowedUsers.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['allowed-1', 'allowed-8']),
    );
  });

  it("Avery cannot take the Super Admin's membership of Acme away", async () => {
    const { backend, token, id } = await as('avery');
    const answer = await backend.call('DELETE', `/api/account-admin/accounts/${ACME}/users/u-sam-super`, {
      token,
      query: { userId: id },
    });
    expect(answer).toMatchObject({
      status: 403,
      json: { error: 'Super Admin users can be edited only by a Super Admin' },
    });
    expect(
      backend.data.accountUsers.some((row) => row.user_id === 'u-sam-super' && row.account_id === ACME),
    ).toBe(true);
  });

  it('an upload named creative.constructor is a 400 and leaves nothing stored', async () => {
    const { backend, token, id } = await as('riley');
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'creative.constructor'));
    form.append('userId', id);
    form.append('accountId', ACME);
    const answer = await backend.call('POST', '/api/upload', { token, form });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain('.constructor files cannot be uploaded');
    expect(backend.data.files).toHaveLength(0);
    expect(backend.files.size).toBe(0);
  });

  it('a destination of __proto__ or constructor is refused naming the field and the allowed values', async () => {
    const { backend, token, id } = await as('riley');
    for (const destination of ['__proto__', 'constructor', 'toString']) {
      const answer = await backend.call('POST', '/api/v2/campaigns', {
        token,
        body: JSON.parse(
          `{"userId":"${id}","accountId":"${ACME}","name":"X","folderId":"fld-acme-media-1","destination":"${destination}","files":[]}`,
        ),
      });
      expect(answer.status, destination).toBe(400);
      expect(answer.json.error).toMatch(/^destination must be one of [a-z0-9_-]+(, [a-z0-9_-]+)*$/);
      expect(answer.json.error).toContain('facebook');
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('an allowed email of 9,000 characters is refused (254 at most)', async () => {
    const { backend, token, id } = await as('alex');
    const email = `${'a'.repeat(9_000)}@example.com`;
    const answer = await backend.call('POST', '/api/admin/allowed-users', {
      token,
      body: { userId: id, email, roleId: 'role-user', accountId: ACME },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: 'email is too long: the limit is 254 characters' },
    });
  });

  it('a 20,000-character id or search answers a JSON 400 naming the field', async () => {
    const { backend, token, id } = await as('riley');
    const long = 'a'.repeat(20_000);
    const query = { userId: id, accountId: ACME };
    const byId = await backend.call('GET', `/api/v2/campaigns/${long}`, { token, query });
    expect(byId).toMatchObject({
      status: 400,
      json: { error: 'campaignId is too long: the limit is 128 characters' },
    });
    const search = await backend.call('GET', '/api/v2/campaigns', {
      token,
      query: { ...query, search: long },
    });
    expect(search).toMatchObject({
      status: 400,
      json: { error: 'search is too long: the limit is 200 characters' },
    });
  });
});

describe('the audit trail says who acted', () => {
  it('attributes to Riley only the calls Alex made as Riley, and says Alex acted when he acted as himself', async () => {
    const { backend, token, id } = await as('alex');
    await backend.call('GET', '/api/admin/impersonate/u-riley-planner', { token, query: { userId: id } });
    await backend.call('POST', '/api/v2/folders', {
      token,
      body: { userId: id, accountId: GLOBEX, name: 'As Alex' },
    });
    await backend.call('POST', '/api/v2/folders', {
      token,
      body: { userId: 'u-riley-planner', accountId: ACME, name: 'As Riley' },
    });
    const folders = campaignArea(backend.data).folders.filter((folder) => folder.name.startsWith('As '));
    expect(folders.map((folder) => folder.created_by)).toEqual([id, 'u-riley-planner']);
    const entries = backend.data.auditTrail.filter((entry) => entry.path === '/api/v2/folders');
    expect(entries.map((entry) => [entry.admin_user_id, entry.acting_user_id])).toEqual([
      [id, id],
      [id, 'u-riley-planner'],
    ]);
  });
});
