import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  DESTINATIONS,
  MESSAGE_STATUSES,
  RUN_STATUSES,
  STEP_STATUSES,
} from '../../../contract/answers/value-lists';
import { CAMPAIGN_DESTINATIONS } from '../../../core/domain/campaigns/destinations';
import type { MessageStatus } from '../../../core/domain/message';
import type { RunStatus, StepStatus } from '../../../core/domain/orchestration-run/steps';
import { CAMPAIGN_STATUSES as DEMO_CAMPAIGN_STATUSES } from '../../../simulation/campaigns/statuses';

/** Each of a type's values, once: the compiler refuses a list that misses or adds one. */
function allOf<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)) => list;
}

describe('the value lists the document names', () => {
  it('are the ones the demo backend and the app use', () => {
    expect([...CAMPAIGN_STATUSES]).toEqual([...DEMO_CAMPAIGN_STATUSES]);
    expect([...DESTINATIONS]).toEqual([...CAMPAIGN_DESTINATIONS]);
    expect(allOf<MessageStatus>()(MESSAGE_STATUSES)).toHaveLength(5);
    expect(allOf<RunStatus>()(RUN_STATUSES)).toHaveLength(4);
    expect(allOf<StepStatus>()(STEP_STATUSES)).toHaveLength(6);
  });
});
