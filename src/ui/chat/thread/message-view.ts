import { timedOutText } from '../../../core/domain/chat/error-texts';
import { isMessageProcessing, statusLabel } from '../../../core/domain/chat/message-status';
import { isRunAction } from '../../../core/domain/chat/workflow-type';
import type { Message } from '../../../core/domain/message';

/** Failed or errored messages show the support text instead of their content (spec 1 §2). */
export function isFailedMessage(message: Message): boolean {
  return message.status === 'failed' || message.type === 'error';
}

/** The text a message shows. */
export function messageText(message: Message): string {
  if (isFailedMessage(message)) return timedOutText(message.chatId, message.id);
  return message.content;
}

/** The note under a result that is still being worked on. */
export const PROCESSING_NOTE = 'Processing…';

/** A fast-track, Salesforce or orchestration message: its run's panel shows its progress and how it ended. */
export function isRunMessage(message: Message): boolean {
  return message.type === 'bot' && isRunAction(message.action);
}

/** A message still being worked on says so under its text, unless it failed or its run's panel says it. */
export function showsProcessingNote(message: Message): boolean {
  return isMessageProcessing(message) && !isFailedMessage(message) && !isRunMessage(message);
}

/** 'Approved' or 'Rejected' under a judged result. */
export function judgementLabel(message: Message): 'Approved' | 'Rejected' | null {
  return statusLabel(message.status);
}

/** A bot message holding a JSON result: the result viewer and its actions show under it. */
export function hasResult(message: Message): boolean {
  return (
    message.type === 'bot' &&
    !isFailedMessage(message) &&
    message.jsonResponse !== undefined &&
    message.jsonResponse !== null
  );
}

/** Who speaks, for screen readers and styles. */
export function speakerOf(message: Message): string {
  switch (message.type) {
    case 'user':
      return 'You';
    case 'bot':
      return 'Sidekick';
    default:
      return 'System';
  }
}
