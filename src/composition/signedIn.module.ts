import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ChatPort } from '../core/ports/ChatPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import { type RenameChat, RenameChatToken } from '../core/use-cases/chat-list/RenameChat';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import type { CampaignScreens } from '../ui/campaigns/CampaignScreens';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import type { SessionStore } from '../ui/session/SessionStore';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { TOKENS } from './tokens';
import { chatListUseCasesModule } from './use-cases/chatList.module';

/**
 * The signed-in frame's view models (chat list, chat workspace, briefcase) over the ports that
 * http.module binds. Loaded into the shell's container, with http.module, when the signed-in frame
 * first shows (shellContainer.ts), so none of it is in the first load of /login.
 */
const appViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.AppViewModels)
    .toResolvedValue(
      (
        shell: ShellViewModels,
        session: SessionStore,
        chat: ChatPort,
        storage: StoragePort,
        clock: ClockPort,
        events: AppEventsPort,
        renameChat: RenameChat,
        loadCampaignScreens: () => Promise<CampaignScreens>,
        loadOrchestration: () => Promise<OrchestrationViewModels>,
      ): AppViewModels => {
        // One chat list for the app (AppViewModels is a singleton); workspaces come and go with `/`.
        const chatList = new ChatListViewModel({ chat, clock, events, session, renameChat });
        return {
          ...shell,
          chatList,
          loadCampaignScreens,
          loadOrchestration,
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
      [
        TOKENS.ShellViewModels,
        TOKENS.SessionStore,
        ChatPort,
        StoragePort,
        ClockPort,
        AppEventsPort,
        RenameChatToken,
        TOKENS.LoadCampaignScreens,
        TOKENS.LoadOrchestration,
      ],
    )
    .inSingletonScope();
});

/** Everything the signed-in frame adds to the container: the use cases, then the view models over them. */
export const signedInModules = [chatListUseCasesModule, appViewModelsModule];
