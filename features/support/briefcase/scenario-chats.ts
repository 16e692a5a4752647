import type { DemoMessage } from '../../../src/simulation/data/types';
import type { TheApp } from '../abilities/TheApp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A row of a scenario's file table. */
export interface FileRow {
  file: string;
  kind: 'uploaded' | 'generated';
  action?: string;
  sent?: string;
  pinned?: string;
  status?: string;
  content?: string;
  link?: string;
}

/**
 * 'today 09:30', 'yesterday 14:05', '3 days ago', '2 hours ago', '10 minutes ago' (local time,
 * the scenario clock's day), so names and dates read the same in every time zone.
 */
export function sentAt(sent: string | undefined, now: number, fallbackOffset: number): string {
  if (!sent) return new Date(now - fallbackOffset).toISOString();
  const clock = /^(today|yesterday) (\d{1,2}):(\d{2})$/.exec(sent);
  if (clock) {
    const date = new Date(now);
    if (clock[1] === 'yesterday') date.setDate(date.getDate() - 1);
    date.setHours(Number(clock[2]), Number(clock[3]), 0, 0);
    return date.toISOString();
  }
  const ago = /^(\d+) (day|hour|minute)s? ago$/.exec(sent);
  if (!ago) throw new Error(`Cannot read the time "${sent}"`);
  const unit = { day: DAY, hour: HOUR, minute: MINUTE }[ago[2] as 'day' | 'hour' | 'minute'];
  return new Date(now - Number(ago[1]) * unit).toISOString();
}

/**
 * Puts a chat of the signed-in user with these files into the in-process demo backend, as if
 * the conversation had happened: each uploaded file on a user message, each generated file a
 * bot result (a name given in the table is the name the user saved for it).
 */
export async function addChatWithFiles(
  app: TheApp,
  summary: string,
  rows: readonly FileRow[],
  now = app.now(),
): Promise<string> {
  const { userId, accountId } = await app.actingAs();
  // Unique across the scenarios of a browser run, which share one mock server.
  const chatId = `chat-scenario-${crypto.randomUUID().slice(0, 8)}`;
  const common = { chat_id: chatId, user_id: userId, account_id: accountId };
  const messages: DemoMessage[] = [
    {
      ...common,
      id: `${chatId}-start`,
      type: 'user',
      content: `Let us work on ${summary}`,
      timestamp: sentAt(undefined, now, 10 * DAY),
    },
  ];
  rows.forEach((row, index) => {
    const id = `${chatId}-m${index + 1}`;
    const timestamp = sentAt(row.sent, now, (rows.length - index) * MINUTE);
    const pinned = row.pinned === 'yes';
    if (row.kind === 'uploaded') {
      const gcsPath = `uploads/${chatId}/${row.file}`;
      const expired = row.link === 'expired';
      messages.push({
        ...common,
        id,
        type: 'user',
        content: `Here is ${row.file}`,
        timestamp,
        file_metadata: [
          {
            name: row.file,
            gcsPath,
            pinned,
            ...(row.link
              ? {
                  publicUrl: `${app.backendUrl}/api/files/${encodeURIComponent(gcsPath)}?v=old`,
                  expiresAt: expired ? now - HOUR : now + DAY,
                }
              : {}),
          },
        ],
      });
      return;
    }
    const status = row.status === 'approved' || row.status === 'rejected' ? row.status : 'completed';
    messages.push({
      ...common,
      id,
      type: 'bot',
      content: row.content ?? `The ${row.action ?? 'assistant'} result is ready.`,
      timestamp,
      action: row.action ?? 'fb-api',
      status,
      jsonResponse: { summary: row.file },
      // The bot message's first file entry carries the name the user saved for the result.
      ...(row.file ? { file_metadata: [{ name: row.file, pinned }] } : {}),
    });
  });
  const last = messages.at(-1)?.timestamp ?? new Date(now).toISOString();
  const chat = {
    id: chatId,
    ...common,
    summary,
    pinned: false,
    created_at: messages[0]?.timestamp ?? last,
    updated_at: last,
  };
  await app.seed({ chats: [chat], messages });
  return chatId;
}

/** A new result of `action` arrives in the chat, as the assistant would answer. */
export async function addResult(app: TheApp, chatId: string, action: string): Promise<void> {
  const { userId, accountId } = await app.actingAs();
  await app.seed(
    {
      messages: [
        {
          id: `${chatId}-r${crypto.randomUUID().slice(0, 8)}`,
          chat_id: chatId,
          user_id: userId,
          account_id: accountId,
          type: 'bot',
          content: `The ${action} result is ready.`,
          timestamp: new Date(app.now()).toISOString(),
          action,
          status: 'completed',
          jsonResponse: { action },
        },
      ],
    },
    { reload: false },
  );
}
