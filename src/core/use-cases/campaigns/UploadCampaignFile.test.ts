import { describe, expect, it } from 'vitest';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { UploadCampaignFile } from './UploadCampaignFile';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const source = { name: 'io.pdf', size: 2048, type: 'application/pdf', data: new Blob(['%PDF']) };

describe('UploadCampaignFile', () => {
  it('answers the stored file in the shape the campaign calls send back', async () => {
    const chat = new FakeChatPort();
    chat.uploadAnswers = [
      { name: 'io.pdf', storagePath: 'uploads/io.pdf', url: 'https://files/io.pdf', linkExpiresAt: 5 },
    ];
    expect(await new UploadCampaignFile(chat).execute({ ctx, file: source })).toEqual({
      ok: true,
      value: {
        gcsPath: 'uploads/io.pdf',
        publicUrl: 'https://files/io.pdf',
        expiresAt: 5,
        originalName: 'io.pdf',
        size: 2048,
        type: 'application/pdf',
      },
    });
  });

  it('fails an upload that answered no storage path', async () => {
    const chat = new FakeChatPort();
    chat.uploadAnswers = [{ name: 'io.pdf' }];
    expect(await new UploadCampaignFile(chat).execute({ ctx, file: source })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
