import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { RenameListEntry } from './RenameListEntry';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

describe('RenameListEntry (a folder or campaign renamed in its list)', () => {
  it('saves the trimmed name, and sends nothing for a blank or unchanged one', async () => {
    const campaigns = new FakeCampaignPort();
    const rename = new RenameListEntry((c, id, name) => campaigns.renameFolder(c, id, name));
    expect(await rename.execute({ ctx, id: 'f-1', currentName: 'Q2', input: '  ' })).toEqual({
      ok: true,
      value: { kind: 'unchanged' },
    });
    expect(await rename.execute({ ctx, id: 'f-1', currentName: 'Q2', input: ' Q2 ' })).toMatchObject({
      value: { kind: 'unchanged' },
    });
    expect(await rename.execute({ ctx, id: 'f-1', currentName: 'Q2', input: ' Q3 ' })).toEqual({
      ok: true,
      value: { kind: 'renamed', name: 'Q3' },
    });
    expect(campaigns.callsOf('renameFolder')).toEqual([['f-1', 'Q3']]);
  });

  it('answers the failure when the save fails', async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.failing.set('updateCampaign', new BackendError('unavailable', 'down'));
    const rename = new RenameListEntry((c, id, name) => campaigns.updateCampaign(c, id, { name }));
    expect(await rename.execute({ ctx, id: 'c-1', currentName: 'Spring', input: 'Summer' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
