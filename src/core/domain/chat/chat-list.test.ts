import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem } from '../message';
import { chatRenameOutcome, filterChats, orderChats, removeChatBlockedText } from './chat-list';

const chat = (id: string, updatedAt: string, pinned = false, summary = `Chat ${id}`): ChatHistoryItem => ({
  id,
  summary,
  pinned,
  updatedAt,
});

describe('chat list order (spec 3 §9)', () => {
  it('lists pinned chats first, each group newest first', () => {
    const chats = [
      chat('old', '2026-11-01T10:00:00Z'),
      chat('pinned-old', '2026-10-01T10:00:00Z', true),
      chat('new', '2026-11-20T10:00:00Z'),
      chat('pinned-new', '2026-11-10T10:00:00Z', true),
    ];
    expect(orderChats(chats).map((c) => c.id)).toEqual(['pinned-new', 'pinned-old', 'new', 'old']);
  });

  it('puts a chat with an unreadable date last in its group and leaves the input as it was', () => {
    const chats = [chat('broken', 'n/a'), chat('dated', '2026-11-01T10:00:00Z')];
    expect(orderChats(chats).map((c) => c.id)).toEqual(['dated', 'broken']);
    expect(chats.map((c) => c.id)).toEqual(['broken', 'dated']);
  });
});

describe('canvas search (spec 3 §2)', () => {
  const chats = [
    chat('1', '2026-11-01T10:00:00Z', false, 'Acme Q4 insertion order'),
    chat('2', '2026-11-01T10:00:00Z', false, 'TikTok launch'),
  ];

  it('matches a case-insensitive part of the summary', () => {
    expect(filterChats(chats, 'q4 INSERTION').map((c) => c.id)).toEqual(['1']);
    expect(filterChats(chats, 'tok').map((c) => c.id)).toEqual(['2']);
    expect(filterChats(chats, 'facebook')).toEqual([]);
  });

  it('keeps every chat for a blank query and ignores surrounding spaces', () => {
    expect(filterChats(chats, '   ')).toHaveLength(2);
    expect(filterChats(chats, '  launch ').map((c) => c.id)).toEqual(['2']);
  });
});

describe('chat rename (spec 3 §2, §5)', () => {
  it('cancels on blank input', () => {
    expect(chatRenameOutcome('Acme', '')).toEqual({ kind: 'cancel' });
    expect(chatRenameOutcome('Acme', '   ')).toEqual({ kind: 'cancel' });
  });

  it('does nothing when the trimmed name is unchanged', () => {
    expect(chatRenameOutcome('Acme', '  Acme ')).toEqual({ kind: 'unchanged' });
  });

  it('renames to the trimmed name', () => {
    expect(chatRenameOutcome('Acme', '  Acme Q4 ')).toEqual({ kind: 'rename', summary: 'Acme Q4' });
    expect(chatRenameOutcome('Acme', 'acme')).toEqual({ kind: 'rename', summary: 'acme' });
  });
});

describe('chat removal (spec 3 §4)', () => {
  it('refuses to remove a pinned chat until it is unpinned', () => {
    expect(removeChatBlockedText({ pinned: true })).toBe('Please unpin the chat before removing it.');
    expect(removeChatBlockedText({ pinned: false })).toBeNull();
  });
});
