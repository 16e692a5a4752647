import { messagesOf } from '../../chat/conversation';
import { insert } from '../../data/collections';
import { nextId } from '../../data/ids';
import { enableEveryDestination } from '../../testing/every-destination';
import { createTestBackend } from '../../testing/testBackend';

const RILEY = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
const MINUTE = 60_000;

/** A finished bot result as the chat holds it. */
export interface ChatResult {
  messageId: string;
  action?: string;
  subAction?: string;
  content: string;
  jsonResponse?: unknown;
  status?: string;
}

/**
 * Riley's chats on the demo backend with the real assistant, for tests that walk the product the
 * way a user does: send a message (with files), let the simulated time pass, read the result.
 * Every destination is enabled for the account and none is in a sandbox outage, so every
 * platform's work can be reached.
 */
export async function createWalkBackend() {
  const backend = createTestBackend({ realAssistant: true });
  enableEveryDestination(backend.data, RILEY.accountId);
  const token = await backend.tokenFor('riley.planner@example.com');

  async function upload(name: string, text: string): Promise<Record<string, unknown>> {
    const form = new FormData();
    form.set('file', new File([text], name));
    form.set('userId', RILEY.userId);
    form.set('accountId', RILEY.accountId);
    const { json } = await backend.call('POST', '/api/upload', { token, form });
    const data = json.data as Record<string, unknown>;
    return { name, gcsPath: data.gcsPath, publicUrl: data.publicUrl, type: data.type };
  }

  /** Sends a message and answers the bot's immediate reply (the acknowledgement or the whole answer). */
  async function send(chatId: string | null, message: string, files: Record<string, unknown>[] = []) {
    const { json } = await backend.call('POST', '/api/chat', {
      token,
      body: { ...RILEY, chatId, message, file_metadata: files },
    });
    if (typeof json.messageId !== 'string') throw new Error(`"${message}" was refused: ${json.error}`);
    return json as { chatId: string; messageId: string; message: string; action: string };
  }

  /** The result's Edit action: what the edit dialog sends. */
  async function edit(chatId: string, sourceMessageId: string, instructions: string) {
    const { json } = await backend.call('POST', '/api/chat', {
      token,
      body: {
        ...RILEY,
        chatId,
        action: 'edit',
        sourceMessageId,
        feedback: instructions,
        message: instructions,
      },
    });
    if (typeof json.messageId !== 'string') throw new Error(`the edit was refused: ${json.error}`);
    return json as { chatId: string; messageId: string; message: string; action: string };
  }

  /** The result's Export to spreadsheet action: answers the spreadsheet's address. */
  async function exportResult(chatId: string, result: ChatResult): Promise<string | undefined> {
    const { json } = await backend.call('POST', '/api/chat/export-to-sheets', {
      token,
      body: { ...RILEY, chatId, userEmail: 'riley.planner@example.com', data: result.jsonResponse },
    });
    const url = (json.spreadsheetUrl ??
      json.url ??
      (json.data as Record<string, unknown> | undefined)?.url) as string | undefined;
    return url;
  }

  /** Lets the simulated time pass until the bot message is final; answers it as the history holds it. */
  async function finish(chatId: string, messageId: string): Promise<ChatResult> {
    for (let tries = 0; tries < 20; tries += 1) {
      backend.clock.now += 5 * MINUTE;
      const { json } = await backend.call('GET', `/api/chat/${chatId}/${messageId}/status`, { token });
      if (json.status !== 'processing') break;
    }
    const { json } = await backend.call('GET', `/api/chat-history/${chatId}`, { token, query: RILEY });
    const found = (json.messages as Record<string, unknown>[]).find((message) => message.id === messageId);
    if (!found) throw new Error(`message ${messageId} is not in chat ${chatId}`);
    return {
      messageId,
      action: found.action as string | undefined,
      subAction: found.subAction as string | undefined,
      content: String(found.content ?? ''),
      jsonResponse: found.jsonResponse,
      status: found.status as string | undefined,
    };
  }

  /** A new chat holding a copy of another's messages: the same latest result, to try one more step on. */
  function fork(chatId: string): string {
    const chat = backend.data.chats.find((candidate) => candidate.id === chatId);
    if (!chat) throw new Error(`no chat ${chatId}`);
    const copy = { ...chat, id: nextId(backend.data, 'chat') };
    insert(backend.data, 'chats', copy);
    for (const message of messagesOf(backend.data, chatId)) {
      insert(backend.data, 'messages', {
        ...structuredClone(message),
        id: nextId(backend.data, 'msg'),
        chat_id: copy.id,
      });
    }
    return copy.id;
  }

  return { backend, token, upload, send, edit, exportResult, finish, fork };
}

export type WalkBackend = Awaited<ReturnType<typeof createWalkBackend>>;
