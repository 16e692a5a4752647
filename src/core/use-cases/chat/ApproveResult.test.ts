import { describe, expect, it } from 'vitest';
import { aboutResult } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ApproveResult } from './ApproveResult';

describe('ApproveResult', () => {
  it('approves a finished result, and takes an approval back', async () => {
    const chat = new FakeChatPort();
    const approve = new ApproveResult(chat);
    expect(await approve.execute(aboutResult('completed'))).toEqual({
      ok: true,
      value: { status: 'approved' },
    });
    expect(await approve.execute(aboutResult())).toEqual({ ok: true, value: { status: 'approved' } });
    expect(await approve.execute(aboutResult('approved'))).toEqual({
      ok: true,
      value: { status: 'completed' },
    });
    expect(chat.callsOf('setMessageStatus').map((call) => call.args)).toEqual([
      ['chat-1', 'r-1', 'approved', undefined],
      ['chat-1', 'r-1', 'approved', undefined],
      ['chat-1', 'r-1', 'completed', undefined],
    ]);
  });

  it('refuses a result that is processing or rejected, sending nothing', async () => {
    const chat = new FakeChatPort();
    const approve = new ApproveResult(chat);
    expect(await approve.execute(aboutResult('processing'))).toMatchObject({
      ok: false,
      kind: 'not-allowed',
    });
    expect(await approve.execute(aboutResult('rejected'))).toMatchObject({ ok: false, kind: 'not-allowed' });
    expect(chat.calls).toHaveLength(0);
  });

  it('answers the backend’s refusal as a typed failure', async () => {
    const chat = new FakeChatPort();
    chat.failing.add('setMessageStatus');
    expect(await new ApproveResult(chat).execute(aboutResult('completed'))).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
