import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../../core/domain/agents/agent-catalogue';
import { acknowledgementWords } from './acknowledgement-words';

describe("the demo backend's acknowledgements", () => {
  it('gives every polled agent of the catalogue the words shown while it works', () => {
    const silent = AGENTS.filter(
      (agent) => agent.reply === 'polled' && !acknowledgementWords(agent.name, agent.family),
    );
    expect(silent.map((agent) => agent.name)).toEqual([]);
  });
});
