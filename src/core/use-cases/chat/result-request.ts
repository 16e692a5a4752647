import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';

/** A request about an earlier result: who asks, in which chat, about which result. */
export interface ResultRequest {
  ctx: ActingContext | null;
  chatId: string | null;
  source: Pick<Message, 'messageId'>;
}
