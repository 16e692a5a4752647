import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

type Page = { before: string | null; messages: { messageId: string }[] };

async function history(query: Record<string, string> = {}) {
  return backend.call('GET', '/api/chat-history/chat-seed-1', { token, query: { ...RILEY, ...query } });
}
const ids = (page: Page) => page.messages.map((message) => message.messageId);

describe('GET /api/chat-history/{chatId} pages (the contract’s addition to spec 1 §7)', () => {
  it('answers every message and no earlier page without `last`, as before', async () => {
    const whole = (await history()).json as Page;
    expect(whole.before).toBeNull();
    expect(whole.messages.length).toBeGreaterThan(2);
  });

  it('answers the newest `last` messages and the cursor of the page before them', async () => {
    const all = ids((await history()).json as Page);
    const page = (await history({ last: '2' })).json as Page;
    expect(ids(page)).toEqual(all.slice(-2));
    expect(page.before).toBe(all.at(-2));
  });

  it('walks back page by page to the first message, each message once', async () => {
    const all = ids((await history()).json as Page);
    const read: string[] = [];
    let before: string | null | undefined;
    do {
      const page = (await history({ last: '2', ...(before ? { before } : {}) })).json as Page;
      read.unshift(...ids(page));
      before = page.before;
    } while (before);
    expect(read).toEqual(all);
  });

  it('keeps a cursor valid while newer messages arrive', async () => {
    const first = (await history({ last: '1' })).json as Page;
    const all = ids((await history()).json as Page);
    await backend.call('POST', '/api/chat', {
      token,
      body: { ...RILEY, chatId: 'chat-seed-1', message: 'One more, please' },
    });
    const earlier = (await history({ last: '1', before: first.before ?? '' })).json as Page;
    expect(ids(earlier)).toEqual(all.slice(-2, -1));
  });

  it.each([
    ['0', 'last must be a whole number from 1 to 200'],
    ['201', 'last must be a whole number from 1 to 200'],
    ['2.5', 'last must be a whole number from 1 to 200'],
  ])('refuses last=%s with a 400 naming it', async (last, error) => {
    expect(await history({ last })).toMatchObject({ status: 400, json: { error } });
  });

  it('refuses a cursor that is no message of the chat', async () => {
    expect(await history({ last: '2', before: 'msg-seed-2-2' })).toMatchObject({
      status: 400,
      json: { error: 'before must be the id of a message of this chat' },
    });
  });
});
