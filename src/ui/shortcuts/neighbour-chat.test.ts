import { describe, expect, it } from 'vitest';
import { neighbourChat } from './neighbour-chat';

const chats = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('neighbourChat', () => {
  it('moves one chat up or down the sidebar', () => {
    expect(neighbourChat(chats, 'b', 1)?.id).toBe('c');
    expect(neighbourChat(chats, 'b', -1)?.id).toBe('a');
  });

  it('stops at either end', () => {
    expect(neighbourChat(chats, 'c', 1)).toBeNull();
    expect(neighbourChat(chats, 'a', -1)).toBeNull();
  });

  it('enters the list from a new canvas: ↓ at the top, ↑ at the bottom', () => {
    expect(neighbourChat(chats, null, 1)?.id).toBe('a');
    expect(neighbourChat(chats, null, -1)?.id).toBe('c');
    expect(neighbourChat([], null, 1)).toBeNull();
  });
});
