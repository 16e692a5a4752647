import type { Message } from '../message';

export const JSON_MIME_TYPE = 'application/json';

/** The result as data: JSON text from the backend is parsed; text that is not JSON stays text. */
export function resultData(jsonResponse: unknown): unknown {
  if (typeof jsonResponse !== 'string') return jsonResponse;
  try {
    return JSON.parse(jsonResponse);
  } catch {
    return jsonResponse;
  }
}

/** The result as readable JSON text, for 'Download JSON' and 'Open JSON in a new tab'. */
export function resultJsonText(jsonResponse: unknown): string {
  return JSON.stringify(resultData(jsonResponse), null, 2) ?? 'null';
}

/** 'campaign-processor-m-123.json': what the result is and which message it came from. */
export function resultFileName(message: Pick<Message, 'action' | 'messageId'>): string {
  const what = (message.action ?? 'result').replace(/[^\w-]+/g, '-');
  const which = message.messageId.replace(/[^\w-]+/g, '-');
  return `${what}-${which}.json`;
}
