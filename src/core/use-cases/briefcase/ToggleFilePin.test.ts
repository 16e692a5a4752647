import { describe, expect, it } from 'vitest';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ToggleFilePin } from './ToggleFilePin';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

describe('ToggleFilePin', () => {
  it('pins an unpinned file and unpins a pinned one', async () => {
    const port = new FakeChatPort();
    const toggle = new ToggleFilePin(port);
    expect(await toggle.execute({ ctx, file: { messageId: 'm-1', pinned: false } })).toEqual({
      ok: true,
      value: { pinned: true },
    });
    await toggle.execute({ ctx, file: { messageId: 'm-2', pinned: true }, storedPath: 'uploads/a.csv' });
    expect(port.callsOf('updateFileMetadata').map((call) => call.args)).toEqual([
      ['m-1', { pinned: true }],
      ['m-2', { pinned: false, storagePath: 'uploads/a.csv' }],
    ]);
  });

  it('answers the failure when the save fails', async () => {
    const port = new FakeChatPort();
    port.failing.add('updateFileMetadata');
    const outcome = await new ToggleFilePin(port).execute({ ctx, file: { messageId: 'm-1', pinned: false } });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
