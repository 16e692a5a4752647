import { describe, expect, it } from 'vitest';
import { FOLDER_NAME_REQUIRED } from '../../domain/campaigns/list-rules';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { CreateFolder } from './CreateFolder';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

describe('CreateFolder', () => {
  it("refuses a blank name in the rule's words, and creates a trimmed one", async () => {
    const campaigns = new FakeCampaignPort();
    const create = new CreateFolder(campaigns);
    expect(await create.execute({ ctx, name: '   ' })).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: FOLDER_NAME_REQUIRED,
    });
    expect(await create.execute({ ctx, name: ' Q3 ' })).toMatchObject({ ok: true, value: { name: 'Q3' } });
    expect(campaigns.callsOf('createFolder')).toEqual([['Q3']]);
  });
});
