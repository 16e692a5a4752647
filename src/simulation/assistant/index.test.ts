import { describe, expect, it } from 'vitest';
import { createAssistant } from './index';
import type { AssistantRequest } from './types';

const NOW = new Date('2026-11-23T09:00:00Z');

function request(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
  return {
    text: '',
    attachments: [],
    documentText: {},
    references: [],
    enabledChannels: {},
    seed: 42,
    ...overrides,
  };
}

describe('createAssistant', () => {
  const assistant = createAssistant({ now: () => NOW });

  it('answers an unclear message at once with what it can do', () => {
    const reply = assistant.reply(request({ text: 'hello there' }));

    expect(reply.action).toBe('general');
    expect(reply.pending).toBeUndefined();
    expect(reply.content).toContain('insertion order');
  });

  it('processes an uploaded insertion order after a few seconds', () => {
    const reply = assistant.reply(
      request({
        text: 'here is the IO',
        attachments: [{ name: 'acme-io.pdf', type: 'application/pdf', gcsPath: 'g/1' }],
      }),
    );

    expect(reply.action).toBe('campaign-processor');
    expect(reply.content).toBe('Processing your insertion order…');
    expect(reply.pending?.processingMs).toBeGreaterThanOrEqual(2000);
    expect(reply.pending?.processingMs).toBeLessThanOrEqual(6000);
    expect(reply.pending?.result.status).toBe('completed');
  });

  it('gives the same reply for the same seed', () => {
    const input = request({
      text: 'process this',
      attachments: [{ name: 'io.pdf', gcsPath: 'g/2' }],
      seed: 7,
    });

    expect(assistant.reply(input)).toEqual(assistant.reply(input));
    expect(assistant.reply({ ...input, seed: 8 })).not.toEqual(assistant.reply(input));
  });
});
