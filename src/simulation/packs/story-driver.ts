import { createDemoApi } from '../api/createDemoApi';
import { createAssistant } from '../assistant';
import type { DemoData } from '../data/types';
import type { FileStore } from '../files/FileStore';
import { MapFileStore } from '../files/MapFileStore';
import { signDemoToken } from '../identity';

/**
 * Never leaves this process: the driver's api answers only the pack being built, and none of its
 * tokens is stored in the data.
 */
const STORY_KEY = 'pack-story-key';
const STORY_SECRET = 'pack-story-secret-of-at-least-32-characters';

const MINUTE = 60_000;
const POLL_MS = 5 * MINUTE;

/** Where a persona acts: their id and the account the calls name. */
export interface StoryActor {
  userId: string;
  accountId: string;
}

/**
 * Plays a pack's story through the demo backend itself (its routes, the demo assistant and the
 * run engine) on a clock of its own, so that what a pack shows is exactly what the product makes:
 * the same results, runs and ids a presenter would get by playing the story live.
 */
export function createStoryDriver(data: DemoData, startTime: number, files: FileStore = new MapFileStore()) {
  const clock = { now: startTime };
  const api = createDemoApi({
    data,
    now: () => clock.now,
    assistant: createAssistant({ now: () => new Date(clock.now) }),
    apiKey: STORY_KEY,
    tokenSecret: STORY_SECRET,
    speed: 1,
    files,
  });

  /** Calls a route as the actor: a JSON body, or a multipart one (an upload) given as FormData. */
  async function call(actor: StoryActor, method: string, path: string, body?: unknown) {
    const user = data.users.find((candidate) => candidate.id === actor.userId);
    if (!user) throw new Error(`A pack's story names ${actor.userId}, who is not in its data`);
    const headers = new Headers({
      'x-api-key': STORY_KEY,
      authorization: `Bearer ${await signDemoToken(user, STORY_SECRET, clock.now)}`,
    });
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers.set('content-type', 'application/json');
    const response = await api.handle(
      new Request(`http://pack.story${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      }),
    );
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`A pack's story was refused (${method} ${path}): ${json.error}`);
    return json;
  }

  /** Sends a message; answers the chat and the bot message that answers it (still processing, maybe). */
  async function send(actor: StoryActor, chatId: string | null, message: string) {
    const json = await call(actor, 'POST', '/api/chat', { ...actor, chatId, message, file_metadata: [] });
    return { chatId: String(json.chatId), messageId: String(json.messageId) };
  }

  /** Lets time pass, reading the message's status as the app polls it, until it is final. */
  async function finish(actor: StoryActor, sent: { chatId: string; messageId: string }) {
    for (let polls = 0; polls < 12; polls += 1) {
      const query = new URLSearchParams({ ...actor });
      const json = await call(actor, 'GET', `/api/chat/${sent.chatId}/${sent.messageId}/status?${query}`);
      if (json.status !== 'processing') return String(json.status);
      // Coarser than the app's 2 s polls: fewer calls make a faster switch, and the run's own
      // timings, not the reads, decide when its steps end.
      clock.now += POLL_MS;
    }
    throw new Error(`A pack's story waited an hour for message ${sent.messageId}`);
  }

  return {
    clock,
    /** The data the story plays on (the pack being built). */
    data,
    call,
    send,
    finish,
    /** Sends each message in turn into one chat, each answered before the next; answers the chat. */
    async converse(actor: StoryActor, chatId: string | null, messages: readonly string[]) {
      let chat = chatId;
      for (const message of messages) {
        const sent = await send(actor, chat, message);
        chat = sent.chatId;
        await finish(actor, sent);
        clock.now += MINUTE;
      }
      if (chat === null) throw new Error("A pack's story sent no message");
      return chat;
    },
  };
}

export type StoryDriver = ReturnType<typeof createStoryDriver>;
