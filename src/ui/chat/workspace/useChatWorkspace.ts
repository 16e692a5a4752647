import { reaction } from 'mobx';
import { use, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { feature, useFeature } from '../../app/features';
import type { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

/** The chat workspace of route `/`: a fresh one each time the screen shows. */
export type CreateChatWorkspace = () => ChatWorkspaceViewModel;

/**
 * The chat workspace's factory, its code (view models and the chat's flows) loaded on the first
 * call, when the chat first shows; every call answers the same promise.
 */
export const ChatWorkspaceFeature = feature<() => Promise<CreateChatWorkspace>>('chat workspace');

/** The query parameter that keeps the open chat in the address, so a reload reopens it. */
export const CHAT_PARAM = 'chat';

/**
 * A chat workspace for as long as the screen shows (suspends while its code loads), kept in step
 * with the address: `/?chat={id}` opens that chat, and a chat created or reset in the workspace
 * updates the address.
 */
export function useChatWorkspace(): ChatWorkspaceViewModel {
  const createWorkspace = use(useFeature(ChatWorkspaceFeature)());
  const [workspace] = useState(createWorkspace);
  const [params, setParams] = useSearchParams();
  const requested = params.get(CHAT_PARAM);
  const requestedRef = useRef(requested);
  requestedRef.current = requested;

  useEffect(() => workspace.attach(), [workspace]);

  useEffect(() => {
    workspace.chatRequested(requested);
  }, [workspace, requested]);

  useEffect(
    () =>
      reaction(
        () => workspace.thread.chatId,
        (chatId) => {
          if (chatId === requestedRef.current) return;
          setParams(chatId ? { [CHAT_PARAM]: chatId } : {}, { replace: true });
        },
      ),
    [workspace, setParams],
  );

  return workspace;
}
