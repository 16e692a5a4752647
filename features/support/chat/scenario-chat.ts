import type { DemoMessage } from '../../../src/simulation/data/types';
import type { TheApp } from '../abilities/TheApp';

const HOUR = 3_600_000;

/** One message of a chat a scenario puts in place, as if it had happened. */
export interface ScenarioMessage {
  speaker: DemoMessage['type'];
  text: string;
  /** When it was sent, as a step says it ('today 08:15', see localTime); a minute before the scenario's now by default. */
  sentAt?: string;
  action?: string;
  /** The platform of a run's message (dv360 …). */
  subAction?: string;
  status?: DemoMessage['status'];
  jsonResponse?: unknown;
  /** Still processing: the result the demo backend gives it once `inMs` has passed. */
  completes?: { inMs: number; status: 'completed' | 'failed' };
  /** An uploaded file whose link expired an hour ago. */
  expiredFile?: string;
}

/**
 * Puts a chat of the signed-in user into the in-process demo backend with these messages (the
 * sidebar lists it once its list reloads). Answers the chat's id.
 */
export async function addScenarioChat(
  app: TheApp,
  summary: string,
  messages: readonly ScenarioMessage[],
): Promise<string> {
  const { userId, accountId } = await app.actingAs();
  const now = app.now();
  // Unique across the scenarios of a browser run, which share one mock server.
  const chatId = `chat-rules-${crypto.randomUUID().slice(0, 8)}`;
  const common = { chat_id: chatId, user_id: userId, account_id: accountId };
  const stored = messages.map((message, index): DemoMessage => {
    const stored: DemoMessage = {
      ...common,
      id: `${chatId}-m${index + 1}`,
      type: message.speaker,
      content: message.text,
      timestamp: new Date(message.sentAt ? localTime(message.sentAt, now) : now - 60_000).toISOString(),
    };
    if (message.action) stored.action = message.action;
    if (message.subAction) stored.subAction = message.subAction;
    if (message.status) stored.status = message.status;
    if (message.jsonResponse !== undefined) stored.jsonResponse = message.jsonResponse;
    if (message.completes) {
      stored.status = 'processing';
      stored.pending = {
        startedAt: now,
        completesAt: now + message.completes.inMs,
        result: {
          status: message.completes.status,
          content: 'The launch configuration is ready for review.',
          jsonResponse: { campaign_name: 'Scenario launch' },
        },
      };
    }
    if (message.expiredFile) {
      const gcsPath = `uploads/${chatId}/${message.expiredFile}`;
      stored.file_metadata = [
        {
          name: message.expiredFile,
          gcsPath,
          publicUrl: `http://sidekick.memory/api/files/${encodeURIComponent(gcsPath)}?v=old`,
          expiresAt: now - HOUR,
        },
      ];
    }
    return stored;
  });
  const first = stored[0]?.timestamp ?? new Date(now).toISOString();
  const last = stored.at(-1)?.timestamp ?? first;
  const chat = { id: chatId, ...common, summary, pinned: false, created_at: first, updated_at: last };
  await app.seed({ chats: [chat], messages: stored });
  return chatId;
}

/** A chat whose launch configuration is being built and is done (or fails) in `inMs`. */
export function scenarioLaunch(status: 'completed' | 'failed', inMs: number): ScenarioMessage[] {
  return [
    { speaker: 'user', text: 'Build the launch configuration' },
    {
      speaker: 'bot',
      text: 'Building your launch configuration…',
      action: 'campaign-launcher',
      completes: { inMs, status },
    },
  ];
}

/** A chat with one finished result of the agent. */
export function scenarioResult(action: string, jsonResponse: unknown): ScenarioMessage[] {
  return [
    { speaker: 'user', text: 'Show me the result' },
    { speaker: 'bot', text: `The ${action} result is ready.`, action, status: 'completed', jsonResponse },
  ];
}

/**
 * 'today 08:15', 'yesterday 14:05' or '2024-11-03 08:00', in the viewer's time zone, around the
 * scenario clock's day, so the expected texts read the same in every time zone.
 */
export function localTime(when: string, now: number): number {
  const relative = /^(today|yesterday) (\d{1,2}):(\d{2})$/.exec(when);
  if (relative) {
    const date = new Date(now);
    if (relative[1] === 'yesterday') date.setDate(date.getDate() - 1);
    date.setHours(Number(relative[2]), Number(relative[3]), 0, 0);
    return date.getTime();
  }
  const absolute = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2})$/.exec(when);
  if (!absolute) throw new Error(`Cannot read the time "${when}"`);
  const [, year, month, day, hours, minutes] = absolute.map(Number) as number[];
  return new Date(year ?? 0, (month ?? 1) - 1, day, hours, minutes).getTime();
}
