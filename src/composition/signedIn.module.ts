import { ContainerModule } from 'inversify';
import { HttpAdminAdapter } from '../adapters/http/HttpAdminAdapter';
import { HttpCampaignAdapter } from '../adapters/http/HttpCampaignAdapter';
import { HttpChatAdapter } from '../adapters/http/HttpChatAdapter';
import type { HttpClient } from '../adapters/http/HttpClient';
import { HttpOrchestrationAdapter } from '../adapters/http/HttpOrchestrationAdapter';
import { AdminPort } from '../core/ports/AdminPort';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { CampaignPort } from '../core/ports/CampaignPort';
import { ChatPort } from '../core/ports/ChatPort';
import { ClockPort } from '../core/ports/ClockPort';
import { OrchestrationPort } from '../core/ports/OrchestrationPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import type { SessionStore } from '../ui/session/SessionStore';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { TOKENS } from './tokens';

/**
 * The part of the app behind sign-in: the remaining ports over HTTP (with their schemas) and the
 * signed-in frame's view models. Loaded into the shell's container when the signed-in frame first
 * shows (shellContainer.ts), so none of it is in the first load of /login.
 */
export const signedInModule = new ContainerModule(({ bind }) => {
  const overHttp = <T>(token: symbol, create: (client: HttpClient) => T) =>
    bind<T>(token).toResolvedValue(create, [TOKENS.HttpClient]).inSingletonScope();
  overHttp(ChatPort, (client) => new HttpChatAdapter(client));
  overHttp(OrchestrationPort, (client) => new HttpOrchestrationAdapter(client));
  overHttp(CampaignPort, (client) => new HttpCampaignAdapter(client));
  overHttp(AdminPort, (client) => new HttpAdminAdapter(client));

  bind(TOKENS.AppViewModels)
    .toResolvedValue(
      (
        shell: ShellViewModels,
        session: SessionStore,
        chat: ChatPort,
        storage: StoragePort,
        clock: ClockPort,
        events: AppEventsPort,
      ): AppViewModels => {
        // One chat list for the app (AppViewModels is a singleton); workspaces come and go with `/`.
        const chatList = new ChatListViewModel({ chat, clock, events, session });
        return {
          ...shell,
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
      [TOKENS.ShellViewModels, TOKENS.SessionStore, ChatPort, StoragePort, ClockPort, AppEventsPort],
    )
    .inSingletonScope();
});
