import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewModels } from '../../app/ViewModelsContext';
import type { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

/** The query parameter that keeps the open chat in the address, so a reload reopens it. */
export const CHAT_PARAM = 'chat';

/**
 * A chat workspace for as long as the screen shows, kept in step with the address: `/?chat={id}`
 * opens that chat, and a chat created or reset in the workspace updates the address.
 */
export function useChatWorkspace(): ChatWorkspaceViewModel {
  const viewModels = useViewModels();
  const [workspace] = useState(() => viewModels.createChatWorkspace());
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
