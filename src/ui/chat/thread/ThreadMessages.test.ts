import { describe, expect, it } from 'vitest';
import { aMessage } from '../testing/fakes';
import { ThreadMessages } from './ThreadMessages';

const noDisplay = { chatShown: () => undefined, chatCreated: () => undefined };
const ids = (list: ThreadMessages) => list.all.map((m) => m.messageId);

describe('ThreadMessages: completing a history shown end first', () => {
  it('puts the earlier messages before the shown end and the messages sent meanwhile', () => {
    const list = new ThreadMessages(noDisplay);
    const end = [aMessage({ id: 'c' }), aMessage({ id: 'd' })];
    list.replace(end);
    list.append(aMessage({ id: 'sent' }));
    list.completeHistory(
      ['a', 'b', 'c', 'd'].map((id) => aMessage({ id })),
      end,
    );
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd', 'sent']);
  });

  it('takes a whole that does not end with the shown messages as it is, keeping the messages sent meanwhile', () => {
    const list = new ThreadMessages(noDisplay);
    const end = [aMessage({ id: 'x' }), aMessage({ id: 'y' })];
    list.replace(end);
    list.append(aMessage({ id: 'sent' }));
    list.completeHistory(
      ['a', 'b', 'y'].map((id) => aMessage({ id })),
      end,
    );
    expect(ids(list)).toEqual(['a', 'b', 'y', 'sent']);
  });
});
