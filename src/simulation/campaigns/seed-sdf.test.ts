import { describe, expect, it } from 'vitest';
import { createTestBackend } from '../testing/testBackend';

const alexInitech = { userId: 'u-alex-admin', accountId: 'acc-initech-auto' };

describe('the seeded YouTube via DV360 campaign (issue 20)', () => {
  it('awaits the download of its SDF files in an account with YouTube enabled, and the files download', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('alex.admin@example.com');
    const list = await backend.call('GET', '/api/v2/campaigns', {
      token,
      query: { ...alexInitech, limit: '50' },
    });
    const campaigns = (list.json.data ?? list.json.campaigns) as Record<string, unknown>[];
    const youtube = campaigns.filter((campaign) => campaign.destination === 'youtube-dv360');

    expect(youtube.map((campaign) => campaign.status)).toEqual(['awaiting_download']);
    const id = String(youtube[0]?.id);
    const detail = await backend.call('GET', `/api/v2/campaigns/${id}`, { token, query: alexInitech });
    const messageId = String((detail.json.campaign as Record<string, unknown>).orchestration_message_id);
    const run = await backend.call('GET', `/api/v2/orchestration/${messageId}/status`, { token });
    const files = JSON.stringify(run.json).match(/SDF-[A-Za-z]+\.csv/g) ?? [];
    expect([...new Set(files)]).toEqual([
      'SDF-Campaigns.csv',
      'SDF-InsertionOrders.csv',
      'SDF-LineItems.csv',
      'SDF-AdGroups.csv',
    ]);
    const path = JSON.stringify(run.json).match(/"gcs_path":"([^"]+SDF-Campaigns\.csv)"/)?.[1] ?? '';
    const link = await backend.call('GET', `/api/v2/campaigns/${id}/sdf-files/download`, {
      token,
      query: { ...alexInitech, gcsPath: path, filename: 'SDF-Campaigns.csv' },
    });
    expect(link.status).toBe(200);
    expect(JSON.stringify(link.json)).toContain('publicUrl');
  });

  it('is not seeded with SDF files where YouTube is not enabled', async () => {
    const backend = createTestBackend();
    const token = await backend.tokenFor('riley.planner@example.com');
    const list = await backend.call('GET', '/api/v2/campaigns', {
      token,
      query: { userId: 'u-riley-planner', accountId: 'acc-acme-media', limit: '50' },
    });
    const campaigns = (list.json.data ?? list.json.campaigns) as Record<string, unknown>[];
    expect(campaigns.some((campaign) => campaign.orchestration_message_id)).toBe(false);
  });
});
