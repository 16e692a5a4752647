import { describe, expect, it } from 'vitest';
import { campaignArea } from '../campaigns/area';
import { createTestBackend, RILEY, signedIn } from '../testing/testBackend';

describe('a request with a field the contract does not declare is refused, naming it (issue 30)', () => {
  it('refuses a folder sent with a colour, and makes no folder', async () => {
    const { backend, token } = await signedIn();
    const folders = () => campaignArea(backend.data).folders.length;
    const before = folders();
    const answer = await backend.call('POST', '/api/v2/folders', {
      token,
      body: { name: 'Spring', colour: 'red', ...RILEY },
    });
    expect(answer).toMatchObject({ status: 400, json: { error: 'Unknown field: colour' } });
    expect(folders()).toBe(before);
  });

  it('names every unknown field, in the query as in the body', async () => {
    const { backend, token } = await signedIn();
    const body = await backend.call('POST', '/api/v2/folders', {
      token,
      body: { name: 'Spring', colour: 'red', icon: 'star', ...RILEY },
    });
    expect(body.json).toEqual({ error: 'Unknown fields: colour, icon' });
    const query = await backend.call('GET', '/api/v2/folders', { token, query: { ...RILEY, sort: 'name' } });
    expect(query).toMatchObject({ status: 400, json: { error: 'Unknown query parameter: sort' } });
  });

  it('takes the acting user only where the call declares it: a body field is not a query parameter', async () => {
    const { backend, token } = await signedIn();
    const answer = await backend.call('POST', '/api/v2/folders', {
      token,
      query: RILEY,
      body: { name: 'Spring', ...RILEY },
    });
    expect(answer.json).toEqual({ error: 'Unknown query parameters: userId, accountId' });
  });

  it('refuses a demo token asked for with anything besides the email', async () => {
    const backend = createTestBackend();
    const answer = await backend.call('POST', '/api/demo/token', {
      body: { email: 'riley.planner@example.com', role: 'Super Admin' },
    });
    expect(answer).toMatchObject({ status: 400, json: { error: 'Unknown field: role' } });
  });

  it('refuses unknown keys inside a file, a reference and a campaign run, naming each by its place', async () => {
    const { backend, token } = await signedIn();
    const chats = () => backend.data.chats.length;
    const before = chats();
    const message = await backend.call('POST', '/api/chat', {
      token,
      body: {
        message: 'Read this',
        chatId: null,
        ...RILEY,
        file_metadata: [{ name: 'IO.pdf', gcsPath: 'uploads/io.pdf', colour: 'red' }],
        references: [{ messageId: 'msg-seed-1-2', type: 'message', note: 'see' }],
      },
    });
    expect(message).toMatchObject({
      status: 400,
      json: { error: 'Unknown fields: file_metadata[0].colour, references[0].note' },
    });
    expect(chats()).toBe(before);
    const campaign = await backend.call('POST', '/api/v2/campaigns', {
      token,
      body: {
        name: 'Spring',
        folderId: 'fld-acme-media-1',
        destination: 'facebook',
        ...RILEY,
        files: [],
        orchestration: { enabled: true, type: 'fast-track', autoStart: true, urgent: true },
      },
    });
    expect(campaign).toMatchObject({ status: 400, json: { error: 'Unknown field: orchestration.urgent' } });
  });

  it('reads a file of a run as either of its forms: only a key neither declares is unknown', async () => {
    const { backend, token } = await signedIn();
    const answer = await backend.call('POST', '/api/v2/orchestration/analyze-files', {
      token,
      body: {
        files: [{ gcsPath: 'uploads/io.pdf', originalName: 'IO.pdf', publicUrl: 'https://x' }],
        platform: 'facebook',
        context: { campaignName: 'Spring' },
        ...RILEY,
      },
    });
    expect(answer).toMatchObject({ status: 400, json: { error: 'Unknown field: files[0].publicUrl' } });
  });
});
