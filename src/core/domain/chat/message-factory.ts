import type { Message, MessageFile, MessageStatusAnswer, Reference, SendMessageAnswer } from '../message';
import { isAsyncAction } from './async-actions';
import { isMessageProcessing } from './message-status';

let localCount = 0;

/** An id for a message the screen adds before (or without) the backend naming it. */
export function localMessageId(): string {
  localCount += 1;
  return `local-${localCount}`;
}

/** The user's own message, shown as soon as it is sent. */
export function userMessage(input: {
  chatId: string | null;
  text: string;
  timestamp: string;
  files?: readonly MessageFile[];
  references?: readonly Reference[];
}): Message {
  const id = localMessageId();
  const message: Message = {
    id,
    messageId: id,
    chatId: input.chatId ?? '',
    type: 'user',
    content: input.text,
    timestamp: input.timestamp,
  };
  if (input.files?.length) message.files = [...input.files];
  if (input.references?.length) message.references = [...input.references];
  return message;
}

/** A message from the product itself: errors of the catalogue (spec 1 §8). */
export function systemMessage(chatId: string | null, text: string, timestamp: string): Message {
  const id = localMessageId();
  return { id, messageId: id, chatId: chatId ?? '', type: 'system', content: text, timestamp };
}

/**
 * The bot's acknowledgement of a message. When its action works asynchronously the result
 * comes later: the message is marked processing until polling brings it (spec 1 §4).
 */
export function botReply(answer: SendMessageAnswer, timestamp: string): Message {
  const message: Message = {
    id: answer.messageId,
    messageId: answer.messageId,
    chatId: answer.chatId,
    type: 'bot',
    content: answer.message,
    timestamp,
  };
  if (answer.action) message.action = answer.action;
  if (answer.subAction) message.subAction = answer.subAction;
  if (answer.sourceMessageId) message.sourceMessageId = answer.sourceMessageId;
  if (isAsyncAction(answer.action)) {
    message.status = 'processing';
  }
  return message;
}

/** Whether a message still waits for its asynchronous result. */
export function awaitsResult(message: Message): boolean {
  return message.type === 'bot' && isMessageProcessing(message) && isAsyncAction(message.action);
}

/** A processing message after a status answer; the same message when nothing changed. */
export function withStatusAnswer(message: Message, answer: MessageStatusAnswer): Message {
  const status = answer.status.toLowerCase();
  if (status === 'completed') {
    const result = answer.result ?? {};
    const next: Message = { ...message, status: 'completed' };
    if (result.content !== undefined) next.content = result.content;
    if (result.jsonResponse !== undefined) next.jsonResponse = result.jsonResponse;
    if (result.sourceMessageId !== undefined) next.sourceMessageId = result.sourceMessageId;
    if (result.files?.length) next.files = result.files;
    return next;
  }
  if (status === 'failed') return { ...message, status: 'failed' };
  if (status === 'stopped') {
    const { status: _processing, ...rest } = message;
    return rest;
  }
  return message;
}
