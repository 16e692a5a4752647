import { feature, useFeature } from '../app/features';
import type { ChatListViewModel } from './ChatListViewModel';

/** The classic sidebar's chats: one list for the app, following the session. */
export const ChatListFeature = feature<ChatListViewModel>('chat list');

export const useChatList = (): ChatListViewModel => useFeature(ChatListFeature);
