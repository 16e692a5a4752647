import { describe, expect, it } from 'vitest';
import { AGENTS, agentNamed, agentsOf } from './agent-catalogue';

describe('the agent catalogue (issue 33)', () => {
  it('names each agent once', () => {
    const names = AGENTS.map((agent) => agent.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every polled agent the words shown while it works', () => {
    const silent = AGENTS.filter((agent) => agent.reply === 'polled' && !agent.acknowledgement);
    expect(silent.map((agent) => agent.name)).toEqual([]);
  });

  it('knows the platform agents of spec 1 §3 and the destinations they create on', () => {
    expect(agentsOf('platform-api')).toHaveLength(11);
    expect(agentNamed('g-ads-api')?.step).toEqual({
      createsOn: ['google-ads-search', 'google_display', 'google-ads-pmax'],
    });
  });

  it('finds no entry for a plain answer, an unknown action or an Object member', () => {
    expect(agentNamed('general')).toBeUndefined();
    expect(agentNamed('toString')).toBeUndefined();
    expect(agentNamed(undefined)).toBeUndefined();
  });
});
