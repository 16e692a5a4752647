import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatListAnswer } from './chat-list';
import {
  chatMessagesAnswer,
  messageStatusAnswer,
  refreshedFilesAnswer,
  sendMessageAnswer,
  spreadsheetAnswer,
  uploadedFileAnswer,
} from './message';

afterEach(() => vi.restoreAllMocks());

describe('chat message DTOs', () => {
  it('reads a minimal message, filling the chat it was asked for', () => {
    const [message] = chatMessagesAnswer('c-1').parse({
      messages: [{ id: 'm-1', type: 'user', content: 'Hello', timestamp: '2025-01-01T10:00:00Z' }],
    });
    expect(message).toEqual({
      id: 'm-1',
      chatId: 'c-1',
      messageId: 'm-1',
      type: 'user',
      content: 'Hello',
      timestamp: '2025-01-01T10:00:00Z',
    });
  });

  it('parses a jsonResponse that arrives as JSON text, and file metadata stored as text', () => {
    const [message] = chatMessagesAnswer('c-1').parse([
      {
        id: 'm-2',
        messageId: 'm-2',
        chatId: 'c-1',
        type: 'bot',
        content: 'Campaign processed',
        timestamp: '2025-01-01T10:00:00Z',
        action: 'campaign-processor',
        status: 'completed',
        jsonResponse: '{"campaign_name":"Spring Sale"}',
        file_metadata: '[{"name":"io.pdf","size":1200,"gcsPath":"gs://b/io.pdf"}]',
      },
    ]);
    expect(message?.jsonResponse).toEqual({ campaign_name: 'Spring Sale' });
    expect(message?.files).toEqual([{ name: 'io.pdf', size: 1200, storagePath: 'gs://b/io.pdf' }]);
    expect(message?.status).toBe('completed');
  });

  it('reads snake_case alternatives and an unknown sender type as the assistant', () => {
    const [message] = chatMessagesAnswer('c-1').parse([
      {
        message_id: 'm-3',
        chat_id: 'c-9',
        type: 'assistant',
        json_response: { ok: true },
        created_at: 1735725600000,
      },
    ]);
    expect(message).toMatchObject({
      id: 'm-3',
      messageId: 'm-3',
      chatId: 'c-9',
      type: 'bot',
      content: '',
      jsonResponse: { ok: true },
      timestamp: '2025-01-01T10:00:00.000Z',
    });
  });

  it('drops a message without any id and keeps the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = chatMessagesAnswer('c-1').parse({ messages: [{ content: 'orphan' }, { id: 'm-4' }] });
    expect(messages.map((m) => m.id)).toEqual(['m-4']);
  });

  it('ignores an unknown status and an unreadable orchestration status instead of failing', () => {
    const [message] = chatMessagesAnswer('c-1').parse([{ id: 'm-5', status: 'weird', fastTrackStatus: 12 }]);
    expect(message?.status).toBeUndefined();
    expect(message?.fastTrackStatus).toBeUndefined();
  });

  it('reads messages in the backend’s own form and near misses of it alike, in order', () => {
    // Well-formed messages take a quicker path than the others; each must read as it always has.
    const cases: [unknown, Record<string, unknown>][] = [
      [
        {
          id: 'm-1',
          chatId: 'c-2',
          messageId: 'm-1',
          type: 'user',
          content: 'Hi',
          timestamp: 't',
          user_id: 3,
        },
        { id: 'm-1', chatId: 'c-2', messageId: 'm-1', type: 'user', content: 'Hi', timestamp: 't' },
      ],
      [
        { id: 'm-2', type: 'bot', status: 'approved', jsonResponse: 'Done.', isProcessing: false },
        { ...base('m-2'), status: 'approved', jsonResponse: 'Done.' },
      ],
      [{ id: 'm-3', type: 'assistant' }, base('m-3')],
      [{ id: 3 }, base('3')],
      [{ id: 'm-4', messageId: '' }, base('m-4')],
      [{ id: 'm-5', content: null, chatId: null }, base('m-5')],
      [{ id: 'm-12', chatId: '' }, base('m-12')],
      [{ id: 'm-6', status: 'weird', isError: 'yes', action: 5 }, base('m-6')],
      [
        { id: 'm-7', timestamp: 1735725600000 },
        { ...base('m-7'), timestamp: '2025-01-01T10:00:00.000Z' },
      ],
      [
        { id: 'm-8', jsonResponse: null, json_response: '[1]' },
        { ...base('m-8'), jsonResponse: [1] },
      ],
      [
        { id: 'm-9', sub_action: 'regenerate' },
        { ...base('m-9'), subAction: 'regenerate' },
      ],
      [
        { id: 'm-10', references: [{ messageId: 4 }], fastTrackStatus: '{"status":"running"}' },
        {
          ...base('m-10'),
          references: [{ messageId: '4', type: 'message' }],
          fastTrackStatus: { status: 'running' },
        },
      ],
      [
        { id: '', messageId: 'm-11' },
        { ...base('m-11'), id: 'm-11' },
      ],
    ];
    const messages = chatMessagesAnswer('c-1').parse({ messages: cases.map(([dto]) => dto) });
    expect(messages).toEqual(cases.map(([, expected]) => expected));
  });
});

/** What a message with nothing but `id` reads as. */
function base(id: string) {
  return { id, chatId: 'c-1', messageId: id, type: 'bot', content: '', timestamp: '' };
}

describe('chat answers', () => {
  it('reads the send acknowledgement, ids as text', () => {
    expect(
      sendMessageAnswer.parse({
        message: 'On it',
        action: 'campaign-processor',
        chatId: 5,
        messageId: 'm-1',
      }),
    ).toEqual({
      message: 'On it',
      action: 'campaign-processor',
      chatId: '5',
      messageId: 'm-1',
    });
  });

  it('reads a status with its result, parsing a textual jsonResponse', () => {
    expect(
      messageStatusAnswer.parse({ status: 'completed', result: { content: 'Done', jsonResponse: '[1,2]' } }),
    ).toEqual({ status: 'completed', result: { content: 'Done', jsonResponse: [1, 2] } });
    expect(messageStatusAnswer.parse({ status: 'processing', result: null })).toEqual({
      status: 'processing',
    });
  });

  it('folds the backend’s display flags into the status and keeps screen state out of the message', () => {
    const [processing, failed, tabbed] = chatMessagesAnswer('c-1').parse([
      { id: 'm-8', type: 'bot', isProcessing: true },
      { id: 'm-9', type: 'bot', status: 'completed', isError: true },
      {
        id: 'm-10',
        type: 'bot',
        status: 'completed',
        activeTab: 'validation',
        file_metadata: [{ name: 'a', expiresAt: 'soon' }],
      },
    ]);
    expect(processing?.status).toBe('processing');
    expect(failed?.status).toBe('failed');
    expect(tabbed).not.toHaveProperty('activeTab');
    expect(tabbed?.files).toEqual([{ name: 'a' }]);
  });

  it('reads chat history items with defaults', () => {
    expect(chatListAnswer.parse({ chats: [{ id: 'c-1', summary: null, is_pinned: true }] })).toEqual([
      { id: 'c-1', summary: '', pinned: true, updatedAt: '' },
    ]);
  });

  it('reads the uploaded file inside data, and refuses one without its address', () => {
    expect(
      uploadedFileAnswer({ name: 'chosen.pdf', type: 'application/pdf' }).parse({
        data: {
          gcsPath: 'gs://b/a.pdf',
          publicUrl: 'https://x/a.pdf',
          expiresAt: '2025-01-01T10:00:00Z',
          originalName: 'a.pdf',
          size: 3,
        },
      }),
    ).toEqual({
      name: 'a.pdf',
      storagePath: 'gs://b/a.pdf',
      url: 'https://x/a.pdf',
      linkExpiresAt: Date.parse('2025-01-01T10:00:00Z'),
      size: 3,
      type: 'application/pdf',
    });
    expect(
      uploadedFileAnswer({ name: 'a.pdf' }).safeParse({ data: { gcsPath: 'gs://b/a.pdf' } }).success,
    ).toBe(false);
  });

  it('reads the refreshed files count and the spreadsheet address', () => {
    expect(refreshedFilesAnswer.parse({ success: true, data: { refreshedFilesCount: 2 } })).toBe(2);
    expect(refreshedFilesAnswer.parse({ success: true })).toBe(0);
    expect(spreadsheetAnswer.parse({ spreadsheetUrl: 'https://sheets.example.com/1' })).toBe(
      'https://sheets.example.com/1',
    );
  });
});
