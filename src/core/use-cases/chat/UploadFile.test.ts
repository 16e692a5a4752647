import { describe, expect, it } from 'vitest';
import { ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { UploadFile } from './UploadFile';

describe('UploadFile', () => {
  const file = { name: 'io.pdf', size: 3, type: 'application/pdf', data: new Blob(['pdf']) };

  it('uploads one file to the open chat and answers it as a message file', async () => {
    const chat = new FakeChatPort();
    const outcome = await new UploadFile(chat).execute({ ctx, chatId: 'chat-1', file });
    expect(outcome).toMatchObject({ ok: true, value: { name: 'io.pdf', storagePath: 'uploads/io.pdf' } });
    expect(chat.callsOf('uploadFile')[0]?.args[1]).toBe('chat-1');
  });

  it('uploads before the chat exists, and answers a failed upload as a typed failure', async () => {
    const chat = new FakeChatPort();
    await new UploadFile(chat).execute({ ctx, chatId: null, file });
    expect(chat.callsOf('uploadFile')[0]?.args[1]).toBeUndefined();
    chat.failing.add('uploadFile');
    expect(await new UploadFile(chat).execute({ ctx, chatId: null, file })).toMatchObject({ ok: false });
  });
});
