import { describe, expect, it } from 'vitest';
import { aFolder } from '../../core/testing/builders';
import { HttpCampaignAdapter } from './HttpCampaignAdapter';
import { json } from './testing/fake-fetch';
import { ctx, inQuery, itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

const folderDto = {
  id: 'f-1',
  name: 'Q2',
  is_pinned: false,
  campaign_count: 2,
  created_at: 't',
  updated_at: 't',
};
const campaignDto = { id: 'cmp-1', name: 'Spring', status: 'draft', destination: 'dv360', is_pinned: false };

const setup = overFakeBackend((http) => ({ campaigns: new HttpCampaignAdapter(http) }));

describe('HttpCampaignAdapter routes (spec 2 §7)', () => {
  const routes: RouteCase<HttpCampaignAdapter>[] = [
    [
      'listFolders',
      (c) => c.listFolders(ctx, { search: 'q', sortBy: 'name', sortOrder: 'asc', page: 2, limit: 10 }),
      { folders: [] },
      {
        method: 'GET',
        path: '/api/v2/folders',
        query: { ...inQuery, search: 'q', sortBy: 'name', sortOrder: 'asc', page: '2', limit: '10' },
      },
    ],
    [
      'createFolder',
      (c) => c.createFolder(ctx, 'Q3'),
      folderDto,
      { method: 'POST', path: '/api/v2/folders', body: { name: 'Q3', ...inQuery } },
    ],
    [
      'renameFolder',
      (c) => c.renameFolder(ctx, 'f-1', 'Q3'),
      {},
      { method: 'PUT', path: '/api/v2/folders/f-1', query: inQuery, body: { name: 'Q3' } },
    ],
    [
      'setFolderPinned',
      (c) => c.setFolderPinned(ctx, 'f-1', true),
      {},
      { method: 'PATCH', path: '/api/v2/folders/f-1', query: inQuery, body: { is_pinned: true } },
    ],
    [
      'deleteFolder',
      (c) => c.deleteFolder(ctx, 'f-1'),
      {},
      { method: 'DELETE', path: '/api/v2/folders/f-1', query: inQuery },
    ],
    [
      'listCampaigns',
      (c) => c.listCampaigns(ctx, { page: 1, limit: 5, folderId: 'f-1', search: '' }),
      { campaigns: [] },
      {
        method: 'GET',
        path: '/api/v2/campaigns',
        query: { ...inQuery, page: '1', limit: '5', folderId: 'f-1' },
      },
    ],
    [
      'createCampaign',
      (c) =>
        c.createCampaign(ctx, {
          name: 'Spring',
          folderId: 'f-1',
          destination: ['dv360', 'ttd'],
          advertiserId: 'adv-1',
          files: [],
          orchestration: { enabled: true, type: 'fast-track-shell', priority: 'normal', autoStart: true },
        }),
      { multiPlatform: true },
      {
        method: 'POST',
        path: '/api/v2/campaigns',
        body: {
          name: 'Spring',
          folderId: 'f-1',
          destination: ['dv360', 'ttd'],
          ...inQuery,
          advertiserId: 'adv-1',
          files: [],
          orchestration: { enabled: true, type: 'fast-track-shell', priority: 'normal', autoStart: true },
        },
      },
    ],
    [
      'updateCampaign',
      (c) => c.updateCampaign(ctx, 'cmp-1', { name: 'Summer', status: 'live' }),
      {},
      {
        method: 'PUT',
        path: '/api/v2/campaigns/cmp-1',
        body: { name: 'Summer', status: 'live', ...inQuery },
      },
    ],
    [
      'moveCampaigns',
      (c) => c.moveCampaigns(ctx, ['cmp-1', 'cmp-2'], 'f-2'),
      { moved: 2, campaigns: [campaignDto, { ...campaignDto, id: 'cmp-2' }] },
      {
        method: 'POST',
        path: '/api/v2/campaigns/move',
        body: { campaignIds: ['cmp-1', 'cmp-2'], folderId: 'f-2', ...inQuery },
      },
    ],
    [
      'setCampaignPinned',
      (c) => c.setCampaignPinned(ctx, 'cmp-1', false),
      {},
      { method: 'PATCH', path: '/api/v2/campaigns/cmp-1', query: inQuery, body: { is_pinned: false } },
    ],
    [
      'deleteCampaign',
      (c) => c.deleteCampaign(ctx, 'cmp-1'),
      {},
      { method: 'DELETE', path: '/api/v2/campaigns/cmp-1', query: inQuery },
    ],
    [
      'fetchCampaign',
      (c) => c.fetchCampaign(ctx, 'cmp/1'),
      campaignDto,
      { method: 'GET', path: '/api/v2/campaigns/cmp%2F1', query: inQuery },
    ],
    [
      'fetchCampaignMessages',
      (c) => c.fetchCampaignMessages(ctx, 'cmp-1'),
      [],
      { method: 'GET', path: '/api/v2/campaigns/cmp-1/messages', query: inQuery },
    ],
    [
      'fetchSdfDownloadUrl',
      (c) => c.fetchSdfDownloadUrl(ctx, 'cmp-1', { gcsPath: 'gs://b/sdf.csv', filename: 'sdf.csv' }),
      { publicUrl: 'https://x/sdf.csv' },
      {
        method: 'GET',
        path: '/api/v2/campaigns/cmp-1/sdf-files/download',
        query: { gcsPath: 'gs://b/sdf.csv', filename: 'sdf.csv', ...inQuery },
      },
    ],
    [
      'fetchFileDownloadUrl',
      (c) => c.fetchFileDownloadUrl(ctx, 'cmp-1', 'file 1'),
      { publicUrl: 'https://x/f' },
      { method: 'GET', path: '/api/v2/campaigns/cmp-1/files/file%201/download', query: inQuery },
    ],
  ];

  itCallsEachContractRoute(routes, (http) => new HttpCampaignAdapter(http));

  it('uploads creatives as multipart with every file and the extracted ids as a JSON list', async () => {
    const { backend, campaigns } = setup();
    backend.answerNext(json({ uploadId: 'up-1', messageType: 'upload-creatives' }));
    const answer = await campaigns.uploadCreatives(ctx, 'cmp-1', {
      files: [
        { name: 'a.png', size: 1, type: 'image/png', data: new Blob(['a']) },
        { name: 'b.png', size: 1, type: 'image/png', data: new Blob(['b']) },
      ],
      subAction: 'upload_creatives_dv360',
      extractedCampaignIds: ['111', '222'],
    });
    expect(backend.lastCall).toMatchObject({
      method: 'POST',
      path: '/api/v2/campaigns/cmp-1/upload-creatives',
    });
    const form = backend.lastCall.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.get('subAction')).toBe('upload_creatives_dv360');
    expect(form.get('extractedCampaignIds')).toBe('["111","222"]');
    expect(form.has('extractedCampaignId')).toBe(false);
    expect([form.get('accountId'), form.get('userId')]).toEqual(['acc-1', 'u-1']);
    expect(answer).toEqual({ uploadId: 'up-1', messageType: 'upload-creatives' });
  });
});

describe('HttpCampaignAdapter answers', () => {
  it('reads a page of folders with its pagination', async () => {
    const { backend, campaigns } = setup();
    const pagination = {
      currentPage: 2,
      totalPages: 3,
      totalItems: 21,
      itemsPerPage: 10,
      hasNextPage: true,
      hasPrevPage: true,
    };
    backend.answerNext(json({ success: true, data: { folders: [folderDto], pagination } }));
    expect(await campaigns.listFolders(ctx, {})).toEqual({
      items: [aFolder({ id: 'f-1', name: 'Q2', campaignCount: 2, createdAt: 't', updatedAt: 't' })],
      pagination,
    });
  });

  it('asks the server to sort by its own column names', async () => {
    const { backend, campaigns } = setup();
    backend.answerNext(json([]), json([]));
    await campaigns.listCampaigns(ctx, { sortBy: 'folderName', sortOrder: 'desc' });
    await campaigns.listFolders(ctx, { sortBy: 'campaignCount' });
    expect(backend.calls.map((call) => call.query.sortBy)).toEqual(['folder_name', 'campaign_count']);
  });

  it('works out the pagination when the answer has none', async () => {
    const { backend, campaigns } = setup();
    backend.answerNext(json([campaignDto, { ...campaignDto, id: 'cmp-2' }]));
    const page = await campaigns.listCampaigns(ctx, {});
    expect(page.items.map((c) => c.id)).toEqual(['cmp-1', 'cmp-2']);
    expect(page.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 2,
      itemsPerPage: 2,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('reads campaign files with either spelling and a list destination', async () => {
    const { backend, campaigns } = setup();
    backend.answerNext(
      json({
        campaign: {
          ...campaignDto,
          destination: ['dv360', 'ttd'],
          folder_id: 7,
          files: [
            { id: 'f1', original_name: 'io.pdf', file_size: '2048', publicUrl: 'https://x/io.pdf' },
            { id: 'f2', name: 'brief.docx', size: 10 },
          ],
        },
      }),
    );
    const campaign = await campaigns.fetchCampaign(ctx, 'cmp-1');
    expect(campaign).toMatchObject({ destination: 'dv360, ttd', folderId: '7' });
    expect(campaign.files).toEqual([
      { id: 'f1', name: 'io.pdf', size: 2048, publicUrl: 'https://x/io.pdf' },
      { id: 'f2', name: 'brief.docx', size: 10 },
    ]);
  });

  it('reads the activity timeline as an array or under messages, parsing stored JSON', async () => {
    const { backend, campaigns } = setup();
    const entry = {
      message_id: 'm-1',
      chat_id: 'c-1',
      message_type: 'fast-track',
      json_response: '{"api_result":{"success":true}}',
      message_timestamp: '2025-01-01T00:00:00Z',
    };
    backend.answerNext(json([entry]), json({ messages: [entry] }));
    const expected = [
      {
        messageId: 'm-1',
        chatId: 'c-1',
        type: 'fast-track',
        result: { api_result: { success: true } },
        timestamp: '2025-01-01T00:00:00Z',
      },
    ];
    expect(await campaigns.fetchCampaignMessages(ctx, 'cmp-1')).toEqual(expected);
    expect(await campaigns.fetchCampaignMessages(ctx, 'cmp-1')).toEqual(expected);
  });

  it("passes the server's refusal to delete a folder on", async () => {
    const { backend, campaigns } = setup();
    backend.answerNext(
      json(
        { error: 'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.' },
        400,
      ),
    );
    await expect(campaigns.deleteFolder(ctx, 'f-1')).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.',
    });
  });
});
