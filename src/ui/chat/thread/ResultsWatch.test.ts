import { describe, expect, it } from 'vitest';
import type { WatchResults } from '../../../core/use-cases/chat/WatchResults';
import { aMessage } from '../testing/fakes';
import { ResultsWatch } from './ResultsWatch';
import { ThreadMessages } from './ThreadMessages';

const noDisplay = { chatShown: () => undefined, chatCreated: () => undefined };
const session = { actingContext: { userId: 'u-1', accountId: 'acc-1' } };

/** A watching flow that records what it was asked to watch, made when `release` is called. */
function slowlyMadeFlow() {
  const watched: string[] = [];
  let release: () => void = () => {};
  let made = 0;
  const flow = {
    watch: (result: { messageId: string }) => watched.push(result.messageId),
    stopAll: () => undefined,
    get watchedCount() {
      return watched.length;
    },
  } as unknown as WatchResults;
  const create = () => {
    made += 1;
    return new Promise<WatchResults>((resolve) => {
      release = () => resolve(flow);
    });
  };
  return { watched, create, release: () => release(), made: () => made };
}

function threadOf(chatId: string, ...ids: string[]) {
  const thread = new ThreadMessages(noDisplay);
  thread.chatShown(chatId);
  thread.replace(
    ids.map((id) => aMessage({ id, type: 'bot', action: 'campaign-processor', status: 'processing' })),
  );
  return thread;
}

describe('ResultsWatch: the watching flow made at the first result', () => {
  it('makes nothing while no result is to be watched', () => {
    const flow = slowlyMadeFlow();
    new ResultsWatch(flow.create, threadOf('chat-1'), session);
    expect(flow.made()).toBe(0);
  });

  it('watches every processing result once the flow is made, making it once', async () => {
    const flow = slowlyMadeFlow();
    const watch = new ResultsWatch(flow.create, threadOf('chat-1', 'm-1', 'm-2'), session);
    const resumed = watch.resume();
    flow.release();
    await resumed;
    expect(flow.watched).toEqual(['m-1', 'm-2']);
    expect(flow.made()).toBe(1);
  });

  it('tells of a result that finished, as an answer arriving', async () => {
    const said: string[] = [];
    let answer: (status: { status: string; result?: { content: string } }) => void = () => {};
    const flow = {
      watch: (_result: unknown, _delay: number, onAnswer: typeof answer) => {
        answer = onAnswer;
      },
      stopAll: () => undefined,
      watchedCount: 1,
    } as unknown as WatchResults;
    const watch = new ResultsWatch(
      async () => flow,
      threadOf('chat-1', 'm-1'),
      session,
      () => {},
      (text) => said.push(text),
    );
    await watch.watch('m-1', 0);
    answer({ status: 'processing' });
    expect(said).toEqual([]);
    answer({ status: 'completed', result: { content: 'The IO is **valid**.' } });
    expect(said).toEqual(['The IO is **valid**.']);
  });

  it('drops a watch asked for before the chat was left', async () => {
    const flow = slowlyMadeFlow();
    const watch = new ResultsWatch(flow.create, threadOf('chat-1', 'm-1'), session);
    const resumed = watch.resume();
    watch.stopAll();
    flow.release();
    await resumed;
    expect(flow.watched).toEqual([]);
  });
});
