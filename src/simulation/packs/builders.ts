import type { DemoChat, DemoData, DemoMessage } from '../data/types';
import type { FileStore } from '../files/FileStore';
import { ACCOUNT_IDS, PERSONA_IDS } from '../seed/personas';
import { createStoryDriver, type StoryActor, type StoryDriver } from './story-driver';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Riley Planner in Acme Media: the demo's planner, whose chats the packs tell their stories in. */
export const RILEY: StoryActor = { userId: PERSONA_IDS.riley, accountId: ACCOUNT_IDS.acme };

/** Riley's seeded chat whose insertion order is already read and approved (seed/chats.ts). */
export const RILEY_IO_CHAT = 'chat-seed-1';

/**
 * Plays a story through the demo backend from `agoMs` before the reference time. The story must
 * end before the reference time: what it leaves running is then brought forward by whoever reads it.
 */
export async function playStory(
  data: DemoData,
  referenceTime: number,
  agoMs: number,
  story: (driver: StoryDriver) => Promise<void>,
  files?: FileStore,
): Promise<void> {
  const driver = createStoryDriver(data, referenceTime - agoMs, files);
  await story(driver);
  if (driver.clock.now > referenceTime)
    throw new Error(`A pack's story ran ${driver.clock.now - referenceTime} ms past its reference time`);
}

/** The run a bot message started (fast-track, Salesforce). */
export function runOfMessage(data: DemoData, messageId: string) {
  const run = data.runs.find((candidate) => candidate.messageId === messageId);
  if (!run) throw new Error(`Message ${messageId} started no run`);
  return run;
}

/** The run's working steps never finish: the "stuck for hours" run /status flags. */
export function stallRun(data: DemoData, messageId: string): void {
  const run = runOfMessage(data, messageId);
  for (const step of Object.values(run.steps)) if (step.status === 'processing') step.stalled = true;
}

/**
 * The run moves `pace` times slower from now on, its working steps too: a run a pack leaves under
 * way stays under way for minutes after the switch, long enough to open and watch.
 */
export function slowRun(data: DemoData, messageId: string, pace: number): void {
  const run = runOfMessage(data, messageId);
  run.pace = pace;
  for (const step of Object.values(run.steps))
    if (step.status === 'processing' && step.durationMs !== undefined) step.durationMs *= pace;
}

function chatOf(actor: StoryActor, id: string, summary: string, at: string): DemoChat {
  return {
    id,
    user_id: actor.userId,
    account_id: actor.accountId,
    summary,
    pinned: false,
    created_at: at,
    updated_at: at,
  };
}

/**
 * `count` short chats of a question and the assistant's answer, one a minute back from the
 * reference time (a long chat list, as a heavy user has it). Records are written out whole, not
 * spread from a common part: spread copies cost a pack switch to Scale most of its time.
 */
export function manyChats(data: DemoData, actor: StoryActor, count: number, referenceTime: number): void {
  const { userId, accountId } = actor;
  for (let index = 0; index < count; index += 1) {
    const at = new Date(referenceTime - (index + 1) * MINUTE).toISOString();
    const chat = chatOf(actor, `chat-many-${index + 1}`, `Weekly pacing check ${count - index}`, at);
    const question = `msg-many-${index + 1}u`;
    data.chats.push(chat);
    data.messages.push(
      {
        chat_id: chat.id,
        user_id: userId,
        account_id: accountId,
        timestamp: at,
        id: question,
        type: 'user',
        content: 'How is the pacing this week?',
      },
      {
        chat_id: chat.id,
        user_id: userId,
        account_id: accountId,
        timestamp: at,
        id: `msg-many-${index + 1}b`,
        type: 'bot',
        content: 'Every line item paces within 5% of its plan this week.',
        action: 'ask-assistant',
        sourceMessageId: question,
        status: 'completed',
      },
    );
  }
}

/** One chat of `count` messages, questions and answers in turn, a minute apart up to the reference time. */
export function longChat(data: DemoData, actor: StoryActor, count: number, referenceTime: number): void {
  const started = referenceTime - count * MINUTE;
  const chat = chatOf(actor, 'chat-long', 'Always-on pacing log', new Date(started).toISOString());
  chat.updated_at = new Date(referenceTime).toISOString();
  data.chats.push(chat);
  const { userId, accountId } = actor;
  for (let index = 0; index < count; index += 1) {
    const timestamp = new Date(started + (index + 1) * MINUTE).toISOString();
    const message: DemoMessage =
      index % 2 === 0
        ? {
            id: `msg-long-${index + 1}`,
            chat_id: chat.id,
            user_id: userId,
            account_id: accountId,
            timestamp,
            type: 'user',
            content: `Pacing check ${index / 2 + 1}`,
          }
        : {
            id: `msg-long-${index + 1}`,
            chat_id: chat.id,
            user_id: userId,
            account_id: accountId,
            timestamp,
            type: 'bot',
            content: `Pacing check ${(index + 1) / 2}: on plan.`,
            action: 'ask-assistant',
            sourceMessageId: `msg-long-${index}`,
            status: 'completed',
          };
    data.messages.push(message);
  }
}
