import type { Message } from '../../core/domain/message';

/**
 * What the briefcase needs from the open chat. The chat view model implements it; `chatId` and
 * `messages` must be observable (MobX) so the file lists follow the conversation.
 */
export interface BriefcaseSource {
  /** The open chat, or null for a new canvas that has not been sent yet. */
  readonly chatId: string | null;
  /** The open chat's messages, in conversation order: the files are built from them. */
  readonly messages: readonly Message[];
  /** Scrolls to (and highlights) the message a file came from. */
  goToMessage(messageId: string): void;
  /** Adds the result a generated file stands for to the references of the next message. */
  referenceMessage(messageId: string): void;
  /** Loads the open chat's history again, e.g. after the server renewed expired file links. */
  reloadHistory(): Promise<void>;
}
