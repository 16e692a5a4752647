import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeAttentionPort } from '../../core/testing/FakeAttentionPort';
import type { RunEnded } from '../../core/use-cases/orchestration/FollowRuns';
import { NOTIFICATION_BODY, RunEndNotices } from './RunEndNotices';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const ended = (over: Partial<RunEnded> & { messageId?: string } = {}): RunEnded => ({
  target: { ctx, kind: 'fast-track', chatId: 'chat 1', messageId: over.messageId ?? 'm-1' },
  phase: 'completed',
  status: 'completed',
  seen: false,
  ...over,
});

function setup() {
  const attention = new FakeAttentionPort();
  let tell: (end: RunEnded) => void = () => {};
  const forgets = { count: 0 };
  const session = observable({ signedOut: false });
  const notices = new RunEndNotices(
    {
      onEnded: (listener) => {
        tell = listener;
        return () => {};
      },
      forgetAll: () => {
        forgets.count += 1;
      },
    },
    attention,
    () => session.signedOut,
  );
  return { attention, notices, forgets, session, end: (end: RunEnded) => tell(end) };
}

describe('the ends of runs the user did not see', () => {
  it('gives a run that ended elsewhere a notice linking to its chat, counted in the title', () => {
    const { notices, end } = setup();
    end(ended());
    end(ended({ messageId: 'm-2', phase: 'failed', status: 'timeout' }));
    end(ended({ messageId: 'm-3', phase: 'stopped', status: 'stopped', seen: true }));
    expect(notices.notices).toEqual([
      { id: 'm-1', text: 'Fast track completed', href: '/?chat=chat%201' },
      { id: 'm-2', text: 'Fast track timed out', href: '/?chat=chat%201' },
    ]);
    expect(notices.tabTitle).toBe('(2) Sidekick');
    notices.dismissed('m-1');
    notices.dismissed('m-2');
    expect(notices.tabTitle).toBe('Sidekick');
  });

  it('on a hidden page also shows a system notification, and a notice even for the run on screen', () => {
    const { attention, notices, end } = setup();
    attention.permission = 'granted';
    attention.hidden = true;
    end(
      ended({ seen: true, target: { ctx, kind: 'salesforce-orchestration', chatId: 'c', messageId: 's-1' } }),
    );
    expect(attention.shown).toEqual([
      { title: 'Salesforce orchestration completed', body: NOTIFICATION_BODY, tag: 's-1' },
    ]);
    expect(notices.unseenCount).toBe(1);
  });

  it('shows no system notification while the page is visible', () => {
    const { attention, end } = setup();
    attention.permission = 'granted';
    end(ended());
    expect(attention.shown).toEqual([]);
  });

  it('offers to allow notifications until the user answered, asking only when pressed', async () => {
    const { attention, notices } = setup();
    expect(notices.offersNotifications).toBe(true);
    expect(attention.asked).toBe(0);
    attention.answer = 'denied';
    await notices.notificationsAsked();
    expect(attention.asked).toBe(1);
    expect(notices.offersNotifications).toBe(false);
  });

  it('forgets the runs and their notices when the user signs out, for the next one of the page', () => {
    const { notices, forgets, session, end } = setup();
    end(ended());
    runInAction(() => {
      session.signedOut = true;
    });
    expect(forgets.count).toBe(1);
    expect(notices.notices).toEqual([]);
    expect(notices.tabTitle).toBe('Sidekick');
  });
});
