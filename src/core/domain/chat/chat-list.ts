import type { ChatHistoryItem } from '../message';

/** Spec 3 §4, §8. */
export const UNPIN_BEFORE_REMOVE_TEXT = 'Please unpin the chat before removing it.';
export const RENAME_CHAT_FAILED_TEXT = 'Failed to update chat name. Please try again.';
export const REMOVE_CHAT_FAILED_TEXT = 'Failed to remove chat. Please try again.';
/** Shown when a regular admin with several accounts acts on chats without choosing one (spec 3 §5). */
export const SELECT_ACCOUNT_FIRST_TEXT = 'Please select an account first';

/**
 * The sidebar's chat order (spec 3 §2, §9): pinned first, then most recently updated.
 * A chat whose updatedAt cannot be read sorts after the dated ones of its group.
 */
export function orderChats(chats: readonly ChatHistoryItem[]): ChatHistoryItem[] {
  return [...chats].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    return updatedAtMs(b) - updatedAtMs(a);
  });
}

function updatedAtMs(chat: ChatHistoryItem): number {
  const ms = Date.parse(chat.updatedAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * The canvas search: a case-insensitive substring of the summary. Surrounding spaces of the
 * query are ignored, and a blank query keeps every chat.
 */
export function filterChats(chats: readonly ChatHistoryItem[], query: string): ChatHistoryItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...chats];
  return chats.filter((chat) => chat.summary.toLowerCase().includes(needle));
}

/** What committing a rename does (spec 3 §2, §5). */
export type ChatRenameOutcome =
  /** Blank input: leave edit mode and keep the old name. */
  | { kind: 'cancel' }
  /** The trimmed input is the current name: nothing to send. */
  | { kind: 'unchanged' }
  | { kind: 'rename'; summary: string };

export function chatRenameOutcome(currentSummary: string, input: string): ChatRenameOutcome {
  const summary = input.trim();
  if (!summary) return { kind: 'cancel' };
  if (summary === currentSummary) return { kind: 'unchanged' };
  return { kind: 'rename', summary };
}

/** Why a chat cannot be removed, or null when it can: a pinned chat must be unpinned first. */
export function removeChatBlockedText(chat: Pick<ChatHistoryItem, 'pinned'>): string | null {
  return chat.pinned ? UNPIN_BEFORE_REMOVE_TEXT : null;
}
