import type { AssistantRequest, PriorResult } from '../shared/assistant-contract';
import { pdfText } from './fixture-text';

/** The clock every assistant test runs at: before both fixture flights start. */
export const TEST_NOW = new Date('2026-11-23T09:00:00Z');

export function request(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
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

/** A message with one of the fixture PDFs attached, its text read as the backend would. */
export async function withFixturePdf(
  name: string,
  overrides: Partial<AssistantRequest> = {},
): Promise<AssistantRequest> {
  const gcsPath = `uploads/${name}`;
  return request({
    text: 'Here is the insertion order',
    attachments: [{ name, type: 'application/pdf', gcsPath }],
    documentText: { [gcsPath]: await pdfText(name) },
    ...overrides,
  });
}

export function prior(
  messageId: string,
  action: string,
  jsonResponse: unknown,
  subAction?: string,
): PriorResult {
  return { messageId, action, jsonResponse, ...(subAction ? { subAction } : {}) };
}
