import { describe, expect, it } from 'vitest';
import { request } from '../testing/requests';
import { immediateReply } from './immediate-replies';

/** An immediate agent of the test's own: it counts what the chat said before. */
const RECAP: Parameters<typeof immediateReply>[1] = {
  'ask-assistant': {
    asked: /\brecap\b/i,
    answer: (asked) => `${asked.history?.length ?? 0} messages so far`,
  },
};

describe('an immediate agent of the demo assistant', () => {
  it("answers at once, under its own name, the message that asks for it, from the chat's history", () => {
    const asked = request({
      text: 'Recap please',
      history: [
        { from: 'user', text: 'hello' },
        { from: 'assistant', text: 'Hi' },
      ],
    });
    expect(immediateReply(asked, RECAP)).toEqual({ action: 'ask-assistant', content: '2 messages so far' });
  });

  it('leaves any other message to the routes', () => {
    expect(immediateReply(request({ text: 'fast track this IO' }), RECAP)).toBeUndefined();
  });
});
