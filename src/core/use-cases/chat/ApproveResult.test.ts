import { describe, expect, it } from 'vitest';
import type { MessageStatus } from '../../domain/message';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ApproveResult } from './ApproveResult';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const request = (status?: MessageStatus) => ({
  ctx,
  chatId: 'chat-1',
  message: status ? { messageId: 'r-1', status } : { messageId: 'r-1' },
});

describe('ApproveResult', () => {
  it('approves a finished result, and takes an approval back', async () => {
    const chat = new FakeChatPort();
    const approve = new ApproveResult(chat);
    expect(await approve.execute(request('completed'))).toEqual({ ok: true, value: { status: 'approved' } });
    expect(await approve.execute(request())).toEqual({ ok: true, value: { status: 'approved' } });
    expect(await approve.execute(request('approved'))).toEqual({ ok: true, value: { status: 'completed' } });
    expect(chat.callsOf('setMessageStatus').map((call) => call.args)).toEqual([
      ['chat-1', 'r-1', 'approved', undefined],
      ['chat-1', 'r-1', 'approved', undefined],
      ['chat-1', 'r-1', 'completed', undefined],
    ]);
  });

  it('refuses a result that is processing or rejected, sending nothing', async () => {
    const chat = new FakeChatPort();
    const approve = new ApproveResult(chat);
    expect(await approve.execute(request('processing'))).toMatchObject({ ok: false, kind: 'not-allowed' });
    expect(await approve.execute(request('rejected'))).toMatchObject({ ok: false, kind: 'not-allowed' });
    expect(chat.calls).toHaveLength(0);
  });

  it('answers the backend’s refusal as a typed failure', async () => {
    const chat = new FakeChatPort();
    chat.failing.add('setMessageStatus');
    expect(await new ApproveResult(chat).execute(request('completed'))).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
