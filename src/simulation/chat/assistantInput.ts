import type { ChatTurn, PriorResult } from '../assistant';
import type { DemoFileMetadata, DemoFileRecord, DemoMessage } from '../data/types';
import { spreadsheetText } from '../export/spreadsheet-text';
import type { DemoApiDeps } from '../kernel/deps';
import { messagesOf } from './conversation';

/** An earlier bot message as the assistant sees it. */
export function toPriorResult(message: DemoMessage): PriorResult {
  return {
    messageId: message.id,
    ...(message.action ? { action: message.action } : {}),
    ...(message.subAction ? { subAction: message.subAction } : {}),
    ...(message.jsonResponse !== undefined ? { jsonResponse: message.jsonResponse } : {}),
  };
}

/** The chat's user and assistant messages, oldest first, as every reply is given them. */
export function historyOf(chatMessages: readonly DemoMessage[]): ChatTurn[] {
  return chatMessages.flatMap((message): ChatTurn[] => {
    if (message.type === 'user') {
      const files = (message.file_metadata ?? []).map((file) => file.name);
      return [{ from: 'user', text: message.content, ...(files.length > 0 ? { files } : {}) }];
    }
    if (message.type !== 'bot') return [];
    return [
      { from: 'assistant', text: message.content, ...(message.action ? { action: message.action } : {}) },
    ];
  });
}

/** The chat's finished results, newest first: what the assistant may look back on. */
export function finishedResults(chatMessages: readonly DemoMessage[]): DemoMessage[] {
  return [...chatMessages]
    .reverse()
    .filter(
      (message) =>
        message.type === 'bot' &&
        message.jsonResponse !== undefined &&
        (message.status === 'completed' || message.status === 'approved'),
    );
}

/** The chat's most recent finished result: "launch it" acts on it. */
export function latestResult(chatMessages: readonly DemoMessage[]): DemoMessage | undefined {
  return finishedResults(chatMessages)[0];
}

const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'application/json']);
/** Text files longer than this are cut: the assistant reads headers and line items, not novels. */
const MAX_TEXT_CHARS = 200_000;

/**
 * The readable text of attached documents, keyed by gcsPath: plain-text kinds are decoded and
 * .xlsx workbooks read (exceljs) here, in any host; PDFs only where the host can read them (the
 * mock server's pdf-parse).
 */
export async function documentTextOf(
  deps: DemoApiDeps,
  attachments: readonly DemoFileMetadata[],
): Promise<Record<string, string>> {
  const texts: Record<string, string> = Object.create(null);
  for (const attachment of attachments) {
    const record = deps.data.files.find((file) => file.key === attachment.gcsPath);
    if (!record) continue;
    const stored = await deps.files.get(record.key);
    if (!stored) continue;
    const text = TEXT_TYPES.has(record.type)
      ? new TextDecoder().decode(stored.bytes).slice(0, MAX_TEXT_CHARS)
      : isWorkbook(record)
        ? await workbookText(stored.bytes)
        : await deps.readDocumentText?.(record, stored.bytes);
    if (text) texts[record.key] = text;
  }
  return texts;
}

function isWorkbook(record: DemoFileRecord): boolean {
  return record.type.includes('spreadsheetml') || record.originalName.toLowerCase().endsWith('.xlsx');
}

/** A workbook's rows as CSV lines; undefined when it is not a readable workbook. */
async function workbookText(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await spreadsheetText(bytes)).slice(0, MAX_TEXT_CHARS);
  } catch {
    return undefined;
  }
}

/** Only a request about the original document pays for reading its source files again. */
const ABOUT_ORIGINAL = /\boriginal\b|\bcompare\b|\bsource (?:document|file|text)\b/i;

/**
 * The text of the documents earlier results were read from, keyed by the result's message id:
 * "View original IO" and "Compare with original IO" show it. A result's documents are the files
 * of the message that asked for it, else the latest files uploaded before it in its chat.
 */
export async function priorDocumentsOf(
  deps: DemoApiDeps,
  text: string,
  priors: readonly DemoMessage[],
): Promise<Record<string, { name: string; text: string }[]>> {
  const documents: Record<string, { name: string; text: string }[]> = {};
  if (!ABOUT_ORIGINAL.test(text)) return documents;
  for (const prior of priors) {
    const files = sourceFilesOf(messagesOf(deps.data, prior.chat_id), prior);
    const texts = await documentTextOf(deps, files);
    documents[prior.id] = files
      .filter((file) => texts[file.gcsPath ?? ''] !== undefined)
      .map((file) => ({ name: file.name, text: texts[file.gcsPath ?? ''] ?? '' }));
  }
  return documents;
}

function sourceFilesOf(messages: readonly DemoMessage[], result: DemoMessage): DemoFileMetadata[] {
  const chat = messages.filter((message) => message.chat_id === result.chat_id);
  const asked = chat.find((message) => message.id === result.sourceMessageId);
  if (asked?.file_metadata?.length) return asked.file_metadata;
  const before = chat.slice(0, Math.max(0, chat.indexOf(result)));
  return (
    [...before].reverse().find((message) => message.type === 'user' && message.file_metadata?.length)
      ?.file_metadata ?? []
  );
}
