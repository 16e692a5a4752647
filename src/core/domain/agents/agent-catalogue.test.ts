import { describe, expect, it } from 'vitest';
import { AGENTS, agentNamed, agentsOf } from './agent-catalogue';
import { AGENT_RESULT_ENTRIES, agentResultOf } from './agent-results';

describe('the agent catalogue (issue 33)', () => {
  it('names each agent once', () => {
    const names = AGENTS.map((agent) => agent.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the result of every polled agent, and of no agent it does not name', () => {
    const withResults = AGENT_RESULT_ENTRIES.map(([name]) => name);
    const polled = AGENTS.filter((agent) => agent.reply === 'polled').map((agent) => agent.name);
    expect(polled.filter((name) => !withResults.includes(name as never))).toEqual([]);
    expect(withResults.filter((name) => !agentNamed(name))).toEqual([]);
  });

  it('knows the platform agents of spec 1 §3 and the destinations they create on', () => {
    expect(agentsOf('platform-api')).toHaveLength(11);
    expect(agentResultOf('g-ads-api')?.step).toEqual({
      createsOn: ['google-ads-search', 'google_display', 'google-ads-pmax'],
    });
  });

  it('finds no entry for a plain answer, an unknown action or an Object member', () => {
    expect(agentNamed('general')).toBeUndefined();
    expect(agentNamed('toString')).toBeUndefined();
    expect(agentNamed(undefined)).toBeUndefined();
    expect(agentResultOf('toString')).toBeUndefined();
  });
});
