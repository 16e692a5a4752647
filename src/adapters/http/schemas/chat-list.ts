import * as z from 'zod/mini';
import type { ChatHistoryItem } from '../../../core/domain/message';
import { id, optionalFlag, optionalText, timestampText, wrappedList } from './lenient';

/** One chat of the sidebar's list (spec 1 §2): its name, pin and last change. */
const chatHistoryItemSchema = z.pipe(
  z.looseObject({
    id,
    summary: optionalText,
    title: optionalText,
    pinned: optionalFlag,
    is_pinned: optionalFlag,
    updated_at: z.catch(z.optional(timestampText), undefined),
    updatedAt: z.catch(z.optional(timestampText), undefined),
  }),
  z.transform(
    (dto): ChatHistoryItem => ({
      id: dto.id,
      summary: dto.summary ?? dto.title ?? '',
      pinned: dto.pinned ?? dto.is_pinned ?? false,
      updatedAt: dto.updated_at ?? dto.updatedAt ?? '',
    }),
  ),
);

/** GET /api/chat-history: `{ chats: [...] }` or a bare array. */
export const chatListAnswer = wrappedList(chatHistoryItemSchema, 'chat', ['chats', 'history']);
