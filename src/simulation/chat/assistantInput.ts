import type { DemoApiDeps } from '../api/deps';
import type { PriorResult } from '../assistant';
import type { DemoFileMetadata, DemoMessage } from '../data/types';

/** An earlier bot message as the assistant sees it. */
export function toPriorResult(message: DemoMessage): PriorResult {
  return {
    messageId: message.id,
    ...(message.action ? { action: message.action } : {}),
    ...(message.subAction ? { subAction: message.subAction } : {}),
    ...(message.jsonResponse !== undefined ? { jsonResponse: message.jsonResponse } : {}),
  };
}

/** The chat's most recent finished result: "launch it" acts on it. */
export function latestResult(chatMessages: readonly DemoMessage[]): DemoMessage | undefined {
  return [...chatMessages]
    .reverse()
    .find(
      (message) =>
        message.type === 'bot' &&
        message.jsonResponse !== undefined &&
        (message.status === 'completed' || message.status === 'approved'),
    );
}

const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'application/json']);
/** Text files longer than this are cut: the assistant reads headers and line items, not novels. */
const MAX_TEXT_CHARS = 200_000;

/**
 * The readable text of attached documents, keyed by gcsPath: plain-text kinds are decoded here
 * (in any host), PDFs only where the host can read them (the mock server's pdf-parse).
 */
export async function documentTextOf(
  deps: DemoApiDeps,
  attachments: readonly DemoFileMetadata[],
): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const attachment of attachments) {
    const record = deps.data.files.find((file) => file.key === attachment.gcsPath);
    if (!record) continue;
    const stored = await deps.files.get(record.key);
    if (!stored) continue;
    const text = TEXT_TYPES.has(record.type)
      ? new TextDecoder().decode(stored.bytes).slice(0, MAX_TEXT_CHARS)
      : await deps.readDocumentText?.(record, stored.bytes);
    if (text) texts[record.key] = text;
  }
  return texts;
}
