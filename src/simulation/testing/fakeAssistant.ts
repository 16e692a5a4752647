import type { Assistant, AssistantReply, AssistantRequest, PriorResult } from '../assistant';
import { type AssistantAction, assistantActionOf } from '../assistant/shared/action-names';

/** Processing time of the fake's slow actions, at simulation speed 1. */
export const FAKE_PROCESSING_MS = 4000;

/**
 * A predictable stand-in for the assistant brain: "process …" is a processing action that
 * finishes after FAKE_PROCESSING_MS, "fast track …" an orchestration, anything else an answer.
 * It records the requests it saw so tests can check what the backend passed on.
 */
export function createFakeAssistant(): Assistant & { requests: AssistantRequest[] } {
  const requests: AssistantRequest[] = [];
  const processed = (action: AssistantAction, summary: string, subAction?: string): AssistantReply => ({
    action,
    ...(subAction ? { subAction } : {}),
    content: `Working on it: ${summary}`,
    pending: {
      processingMs: FAKE_PROCESSING_MS,
      result: { status: 'completed', content: `Finished: ${summary}`, jsonResponse: { summary } },
    },
  });
  return {
    requests,
    reply(request) {
      requests.push(request);
      const text = request.text.toLowerCase();
      if (text.includes('fast track')) {
        return {
          ...processed('fast-track', 'fast track', 'facebook'),
          pending: {
            processingMs: 60_000,
            result: {
              status: 'completed',
              content: 'Campaign created successfully. Details below:',
              jsonResponse: { api_result: { success: true, campaigns: [{ campaign_id: '42' }] } },
            },
          },
        };
      }
      if (text.includes('process')) return processed('campaign-processor', request.text);
      return { action: 'ask-assistant', content: `You said: ${request.text}` };
    },
    regenerate(original: PriorResult, feedback) {
      return processed(
        assistantActionOf(original.action, 'campaign-processor'),
        `regenerated ${feedback ?? ''}`.trim(),
      );
    },
    edit(original: PriorResult, instructions) {
      return processed(assistantActionOf(original.action, 'campaign-augmentor'), `edited: ${instructions}`);
    },
    ask(_original: PriorResult, question) {
      return { action: 'ask-assistant', content: `About that result: ${question}` };
    },
  };
}
