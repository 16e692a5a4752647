import type { DemoMessage } from '../data/types';
import type { DemoRun } from '../orchestration/types';
import { type ChatStatusDto, chatStatusOf } from '../orchestration/views';
import { isFastTrack, isSalesforce } from './workflows';

/** A message as the history answers it (spec 1 §3 Message). Content is plain text, never HTML. */
export interface MessageDto {
  id: string;
  chatId: string;
  messageId: string;
  type: DemoMessage['type'];
  content: string;
  timestamp: string;
  action?: string;
  subAction?: string;
  sourceMessageId?: string;
  status?: DemoMessage['status'];
  feedback?: string;
  jsonResponse?: unknown;
  isProcessing: boolean;
  isError: boolean;
  file_metadata?: DemoMessage['file_metadata'];
  references?: DemoMessage['references'];
  fastTrackStatus?: ChatStatusDto;
  salesforceOrchestrationStatus?: ChatStatusDto;
}

/**
 * The files of a message as spec 1 §3 carries them. A bot result stands for one generated file:
 * the name and pin a user gave it (PUT /api/file-metadata) travel as its first file_metadata entry.
 */
function fileMetadataOf(message: DemoMessage): DemoMessage['file_metadata'] {
  if (message.file_metadata?.length) return message.file_metadata;
  if (!message.briefcase) return undefined;
  return [{ name: message.briefcase.name ?? '', pinned: message.briefcase.pinned === true }];
}

/** A message as the history answers it; a run's message carries the run's status (spec 1 §3). */
export function toMessageDto(message: DemoMessage, _now: number, run?: DemoRun): MessageDto {
  const orchestration = run ? chatStatusOf(run) : null;
  const files = fileMetadataOf(message);
  return {
    id: message.id,
    chatId: message.chat_id,
    messageId: message.id,
    type: message.type,
    content: message.content,
    timestamp: message.timestamp,
    ...(message.action ? { action: message.action } : {}),
    ...(message.subAction ? { subAction: message.subAction } : {}),
    ...(message.sourceMessageId ? { sourceMessageId: message.sourceMessageId } : {}),
    ...(message.status ? { status: message.status } : {}),
    ...(message.feedback ? { feedback: message.feedback } : {}),
    ...(message.jsonResponse !== undefined ? { jsonResponse: message.jsonResponse } : {}),
    isProcessing: message.status === 'processing',
    isError: message.type === 'error' || (message.status === 'failed' && message.stoppedAt === undefined),
    ...(files ? { file_metadata: files } : {}),
    ...(message.references?.length ? { references: message.references } : {}),
    ...(orchestration && isFastTrack(message.action) ? { fastTrackStatus: orchestration } : {}),
    ...(orchestration && isSalesforce(message.action)
      ? { salesforceOrchestrationStatus: orchestration }
      : {}),
  };
}

/** The answer of GET …/status: the state, and the result once there is one. */
export function toStatusAnswer(message: DemoMessage) {
  if (message.status === 'processing') return { status: 'processing' };
  return {
    status: message.status ?? 'completed',
    result: {
      content: message.content,
      jsonResponse: message.jsonResponse ?? null,
      sourceMessageId: message.sourceMessageId ?? null,
      timestamp: message.timestamp,
      // The files a result consists of (screenshots); their links come with the history's renewal.
      ...(message.type === 'bot' && message.file_metadata?.length
        ? { file_metadata: message.file_metadata }
        : {}),
    },
  };
}
