import type { ActingContext } from '../../ports/acting-context';
import type { ChatOrchestrationKind } from '../../ports/OrchestrationPort';

/** A run as the chat knows it: the acknowledgement message it reports through. */
export interface OrchestrationTarget {
  ctx: ActingContext;
  kind: ChatOrchestrationKind;
  chatId: string;
  messageId: string;
}
