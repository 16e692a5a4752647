/**
 * The chat Alt+↑ (-1) or Alt+↓ (+1) opens, in the sidebar's order: the one before or after the
 * open chat, or from a new canvas the first (↓) or the last (↑); none past either end.
 */
export function neighbourChat<Chat extends { readonly id: string }>(
  chats: readonly Chat[],
  openId: string | null,
  step: 1 | -1,
): Chat | null {
  const at = chats.findIndex((chat) => chat.id === openId);
  if (at < 0) return (step === 1 ? chats[0] : chats.at(-1)) ?? null;
  return chats[at + step] ?? null;
}
