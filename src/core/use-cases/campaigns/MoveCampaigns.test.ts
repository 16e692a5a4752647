import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { aCampaign, aFolder } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { MOVE_TEXTS, MoveCampaigns } from './MoveCampaigns';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

function setup() {
  const port = new FakeCampaignPort(
    aCampaign({ id: 'cmp-1', folderId: 'f-1' }),
    aCampaign({ id: 'cmp-2', folderId: 'f-1' }),
    aCampaign({ id: 'cmp-3', folderId: 'f-2' }),
  );
  port.folders = [
    aFolder({ id: 'f-1', name: 'Spring', campaignCount: 2 }),
    aFolder({ id: 'f-2', name: 'Archive', campaignCount: 1 }),
  ];
  return { port, move: new MoveCampaigns(port) };
}

describe('MoveCampaigns (Move to folder)', () => {
  it('moves the chosen campaigns in one call, leaving out those already in the folder', async () => {
    const { port, move } = setup();
    const campaigns = [...port.campaigns.values()];
    expect(await move.execute({ ctx, campaigns, folderId: 'f-2' })).toEqual({
      ok: true,
      value: { moved: 2 },
    });
    expect(port.callsOf('moveCampaigns')).toEqual([[['cmp-1', 'cmp-2'], 'f-2']]);
    expect(port.campaigns.get('cmp-1')?.folderName).toBe('Archive');
  });

  it('sends nothing when every campaign is already in the folder', async () => {
    const { port, move } = setup();
    const one = [port.campaigns.get('cmp-3') as never];
    expect(await move.execute({ ctx, campaigns: one, folderId: 'f-2' })).toEqual({
      ok: true,
      value: { moved: 0 },
    });
    expect(port.callsOf('moveCampaigns')).toEqual([]);
  });

  it('refuses in its own words without a campaign, without a folder or over 100 campaigns', async () => {
    const { port, move } = setup();
    const many = Array.from({ length: 101 }, (_, i) => ({ id: `c-${i}`, folderId: 'f-1' }));
    expect(await move.execute({ ctx, campaigns: [], folderId: 'f-2' })).toMatchObject({
      kind: 'not-allowed',
      message: MOVE_TEXTS.noneChosen,
    });
    expect(await move.execute({ ctx, campaigns: many, folderId: null })).toMatchObject({
      message: MOVE_TEXTS.noFolder,
    });
    expect(await move.execute({ ctx, campaigns: many, folderId: 'f-2' })).toMatchObject({
      message: MOVE_TEXTS.tooMany,
    });
    expect(port.callsOf('moveCampaigns')).toEqual([]);
  });

  it('answers the backend refusal (another account) as the failure, nothing moved', async () => {
    const { port, move } = setup();
    port.failing.set('moveCampaigns', new BackendError('refused', 'Access denied to this campaign'));
    const campaigns = [port.campaigns.get('cmp-1') as never];
    expect(await move.execute({ ctx, campaigns, folderId: 'f-2' })).toMatchObject({
      ok: false,
      kind: 'refused',
      message: 'Access denied to this campaign',
    });
    expect(port.campaigns.get('cmp-1')?.folderId).toBe('f-1');
  });
});
