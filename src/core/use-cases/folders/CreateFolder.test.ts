import { describe, expect, it } from 'vitest';
import { FOLDER_NAME_REQUIRED } from '../../domain/campaigns/list-rules';
import type { CampaignPort } from '../../ports/CampaignPort';
import { RecordingPort } from '../../testing/RecordingPort';
import { CreateFolder } from './CreateFolder';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

describe('CreateFolder', () => {
  it("refuses a blank name in the rule's words, and creates a trimmed one", async () => {
    const campaigns = new RecordingPort<CampaignPort>();
    campaigns.answers.set('createFolder', { id: 'f-9', name: 'Q3' });
    const create = new CreateFolder(campaigns.port);
    expect(await create.execute({ ctx, name: '   ' })).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: FOLDER_NAME_REQUIRED,
    });
    expect(await create.execute({ ctx, name: ' Q3 ' })).toMatchObject({ ok: true, value: { id: 'f-9' } });
    expect(campaigns.callsOf('createFolder')).toEqual([[ctx, 'Q3']]);
  });
});
