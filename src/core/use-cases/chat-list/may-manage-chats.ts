import { granted } from '../../domain/chat/granted';
import type { ChatHistoryItem } from '../../domain/message';
import type { PermissionMap } from '../../domain/permissions';
import type { ActingContext } from '../../ports/acting-context';
import { type Failure, failed } from '../outcome';

/** Pin and remove need can_manage_chat_hisotry (spec 1 §6); null when granted. */
export function refusedWithoutChatManagement(permissions: PermissionMap): Failure | null {
  return granted(permissions, 'can_manage_chat_hisotry')
    ? null
    : failed('not-allowed', 'Managing chats needs the can_manage_chat_hisotry permission.');
}

/** A menu action on one chat that needs chat management (pin, remove). */
export interface ChatManagementRequest {
  ctx: ActingContext;
  chat: Pick<ChatHistoryItem, 'id' | 'pinned'>;
  /** The acting user's permissions. */
  permissions: PermissionMap;
}
