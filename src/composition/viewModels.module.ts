import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ChatPort } from '../core/ports/ChatPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppViewModels } from '../ui/app/AppViewModels';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { SessionStore } from '../ui/session/SessionStore';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/** The stores and view-model factories, wired to whatever ports the profile bound. */
export const viewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SessionStore)
    .toResolvedValue(
      (auth: AuthPort, storage: StoragePort, events: AppEventsPort, clock: ClockPort) =>
        new SessionStore(auth, storage, events, clock),
      [AuthPort, StoragePort, AppEventsPort, ClockPort],
    )
    .inSingletonScope();
  bind(TOKENS.AppViewModels)
    .toResolvedValue(
      (
        config: AppConfig,
        session: SessionStore,
        chat: ChatPort,
        storage: StoragePort,
        clock: ClockPort,
        events: AppEventsPort,
      ): AppViewModels => {
        // One chat list for the app (AppViewModels is a singleton); workspaces come and go with `/`.
        const chatList = new ChatListViewModel({ chat, clock, events, session });
        return {
          config: { googleClientId: config.googleClientId },
          session,
          createLoginViewModel: () => new LoginViewModel(session),
          chatList,
          createChatWorkspace: () =>
            new ChatWorkspaceViewModel({
              chat,
              storage,
              clock,
              events,
              session,
              onChatsChanged: () => chatList.reloadSoon(),
            }),
          createBriefcase: (workspace) =>
            createBriefcaseViewModel({
              chat,
              session,
              clock,
              events,
              source: workspace.thread,
              close: () => workspace.briefcaseClosed(),
            }),
        };
      },
      [TOKENS.AppConfig, TOKENS.SessionStore, ChatPort, StoragePort, ClockPort, AppEventsPort],
    )
    .inSingletonScope();
});
