import { describe, expect, it } from 'vitest';
import { ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ExportToSpreadsheet } from './ExportToSpreadsheet';

const message = { messageId: 'r-1', jsonResponse: '{"campaign_name":"Spring"}' };

/** Export to Spreadsheet on the result r-1 of chat-1, for the email the user has. */
const exportFor = (chat: FakeChatPort, userEmail: string) =>
  new ExportToSpreadsheet(chat).execute({ ctx, chatId: 'chat-1', message, userEmail });

describe('ExportToSpreadsheet', () => {
  it('exports the result as data for the user’s email and answers the spreadsheet’s address', async () => {
    const chat = new FakeChatPort();
    const outcome = await exportFor(chat, ' riley@example.com ');
    expect(outcome).toEqual({ ok: true, value: { url: 'https://sheets.example/1' } });
    expect(chat.callsOf('exportToSheets')[0]?.args[0]).toEqual({
      data: { campaign_name: 'Spring' },
      userEmail: 'riley@example.com',
      chatId: 'chat-1',
      messageId: 'r-1',
    });
  });

  it('needs the user’s email, and sends nothing without it', async () => {
    const chat = new FakeChatPort();
    const outcome = await exportFor(chat, ' ');
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed' });
    expect(chat.calls).toHaveLength(0);
  });

  it('refuses an address that is not a web address, so nobody opens it', async () => {
    const chat = new FakeChatPort();
    chat.spreadsheetUrl = 'javascript:alert(1)';
    const outcome = await exportFor(chat, 'a@b.c');
    expect(outcome).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('answers a failed export as a typed failure', async () => {
    const chat = new FakeChatPort();
    chat.failing.add('exportToSheets');
    const outcome = await exportFor(chat, 'a@b.c');
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
