import { describe, expect, it } from 'vitest';
import { REJECTION_REASON_REQUIRED_TEXT } from '../../domain/chat/validation-texts';
import { aboutResult } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { RejectResult } from './RejectResult';

describe('RejectResult', () => {
  it('rejects with the trimmed reason', async () => {
    const chat = new FakeChatPort();
    const outcome = await new RejectResult(chat).execute({
      ...aboutResult('completed'),
      reason: ' Wrong dates ',
    });
    expect(outcome).toEqual({ ok: true, value: { status: 'rejected', feedback: 'Wrong dates' } });
    expect(chat.callsOf('setMessageStatus')[0]?.args).toEqual(['chat-1', 'r-1', 'rejected', 'Wrong dates']);
  });

  it('needs a reason to reject, but none to take a rejection back', async () => {
    const chat = new FakeChatPort();
    const reject = new RejectResult(chat);
    expect(RejectResult.needsReason('completed')).toBe(true);
    expect(RejectResult.needsReason('rejected')).toBe(false);
    expect(await reject.execute({ ...aboutResult('completed'), reason: ' ' })).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: REJECTION_REASON_REQUIRED_TEXT,
    });
    expect(await reject.execute(aboutResult('rejected'))).toEqual({
      ok: true,
      value: { status: 'completed' },
    });
    expect(chat.callsOf('setMessageStatus')).toHaveLength(1);
  });
});
