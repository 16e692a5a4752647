import { describe, expect, it } from 'vitest';
import { AGENT_RESULT_ENTRIES } from '../../core/domain/agents/agent-results';
import { isAsyncAction } from '../../core/domain/chat/async-actions';
import { SUGGESTIONS } from '../../core/domain/chat/next-step-suggestions';
import { createAssistant } from './index';
import { prior, request, TEST_NOW } from './testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

/** A campaign the chat created on Facebook, so the work on a campaign has something to work on. */
const created = prior(
  'created-1',
  'fb-api',
  {
    success: true,
    campaign_id: '238500000000000042',
    platform: 'facebook',
    details: { campaign_name: 'Spring Trail 2027', budget: 70000, currency: 'USD' },
  },
  'facebook',
);

/** What a salesperson would type: every suggestion the catalogue offers under a result. */
const PROMPTS = [
  ...new Set(
    AGENT_RESULT_ENTRIES.flatMap(([, result]) => result.nextSteps ?? []).map(
      (key) => SUGGESTIONS[key].prompt,
    ),
  ),
];

describe('the demo assistant and the agent catalogue (issue 33)', () => {
  it.each(PROMPTS)('"%s" is polled exactly when the assistant answers it later', (text) => {
    const reply = assistant.reply(request({ text, latestResult: created }));

    expect(isAsyncAction(reply.action), `${reply.action}`).toBe(reply.pending !== undefined);
    if (reply.pending) expect(reply.content).not.toBe('Working on it…');
  });
});
