import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { ListManagedAccounts } from '../core/use-cases/session/ListManagedAccounts';
import { type LoadUiMode, LoadUiModeToken } from '../core/use-cases/ui-mode/LoadUiMode';
import { type SaveUiMode, SaveUiModeToken } from '../core/use-cases/ui-mode/SaveUiMode';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import { AdminFeature } from '../ui/admin/admin-feature';
import { Features, provide } from '../ui/app/features';
import type { BriefcaseUseCases } from '../ui/briefcase/BriefcaseUseCases';
import { BriefcaseFeature } from '../ui/briefcase/briefcase-feature';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import type { LoadCampaignScreen } from '../ui/campaigns/CampaignScreens';
import { CampaignScreensFeature } from '../ui/campaigns/common/useCampaignScreen';
import type { ChatUseCases } from '../ui/chat/ChatUseCases';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import { ChatWorkspaceFeature } from '../ui/chat/workspace/useChatWorkspace';
import { AccountAdminEntry } from '../ui/layout/AccountAdminEntry';
import { AccountAdminEntryFeature } from '../ui/layout/account-admin-entry-feature';
import { UiModeViewModel } from '../ui/layout/UiModeViewModel';
import { UiModeFeature } from '../ui/layout/ui-mode-feature';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import { OrchestrationFeature } from '../ui/orchestration/orchestration-feature';
import type { Impersonation } from '../ui/session/Impersonation';
import { ImpersonationFeature } from '../ui/session/impersonation-feature';
import type { SessionStore } from '../ui/session/SessionStore';
import type { ChatListUseCases } from '../ui/sidebar-chats/ChatListUseCases';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { ChatListFeature } from '../ui/sidebar-chats/chat-list-feature';
import { campaignScreenLoader } from './campaign-screens/loader';
import type { LazyModules } from './lazy-modules';
import { TOKENS } from './tokens';
import { BriefcaseUseCasesToken, briefcaseUseCasesModule } from './use-cases/briefcase.module';
import { ChatUseCasesToken, chatUseCasesModule } from './use-cases/chat.module';
import { ChatListUseCasesToken, chatListUseCasesModule } from './use-cases/chatList.module';
import { ImpersonationToken, impersonationModule } from './use-cases/impersonation.module';
import { uiModeUseCasesModule } from './use-cases/uiMode.module';

/**
 * The signed-in frame's view models (chat list, chat workspace, briefcase) over the ports that
 * http.module binds. Loaded into the shell's container, with http.module, when the signed-in frame
 * first shows (shellContainer.ts), so none of it is in the first load of /login.
 */
const appViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LoadCampaignScreen)
    .toResolvedValue((lazy: LazyModules) => campaignScreenLoader(lazy), [TOKENS.LazyModules])
    .inSingletonScope();
  bind(TOKENS.SignedInFeatures)
    .toResolvedValue(
      (
        session: SessionStore,
        clock: ClockPort,
        events: AppEventsPort,
        chatListUseCases: ChatListUseCases,
        briefcaseUseCases: BriefcaseUseCases,
        chatUseCases: ChatUseCases,
        loadOrchestration: () => Promise<OrchestrationViewModels>,
        loadUiMode: LoadUiMode,
        saveUiMode: SaveUiMode,
        loadCampaignScreen: LoadCampaignScreen,
        loadAdmin: () => Promise<AdminViewModels>,
        impersonation: Impersonation,
        auth: AuthPort,
      ): Features => {
        // One chat list for the app (these features are a singleton); workspaces come and go with `/`.
        const chatList = new ChatListViewModel({ ...chatListUseCases, clock, events, session });
        return Features.of([
          provide(ChatListFeature, chatList),
          provide(CampaignScreensFeature, loadCampaignScreen),
          provide(OrchestrationFeature, loadOrchestration),
          provide(AdminFeature, loadAdmin),
          provide(ImpersonationFeature, impersonation),
          provide(AccountAdminEntryFeature, new AccountAdminEntry(session, new ListManagedAccounts(auth))),
          provide(UiModeFeature, new UiModeViewModel(loadUiMode, saveUiMode, session)),
          provide(
            ChatWorkspaceFeature,
            () =>
              new ChatWorkspaceViewModel({
                useCases: chatUseCases,
                clock,
                events,
                session,
                onChatsChanged: () => chatList.reloadSoon(),
              }),
          ),
          provide(BriefcaseFeature, (host) =>
            createBriefcaseViewModel({
              useCases: briefcaseUseCases,
              session,
              clock,
              events,
              source: host.thread,
              close: () => host.briefcaseClosed(),
              shown: () => host.briefcaseOpen,
            }),
          ),
        ]);
      },
      [
        TOKENS.SessionStore,
        ClockPort,
        AppEventsPort,
        ChatListUseCasesToken,
        BriefcaseUseCasesToken,
        ChatUseCasesToken,
        TOKENS.LoadOrchestration,
        LoadUiModeToken,
        SaveUiModeToken,
        TOKENS.LoadCampaignScreen,
        TOKENS.LoadAdmin,
        ImpersonationToken,
        AuthPort,
      ],
    )
    .inSingletonScope();
});

/** Everything the signed-in frame adds to the container: the use cases, then the view models over them. */
export const signedInModules = [
  chatListUseCasesModule,
  briefcaseUseCasesModule,
  chatUseCasesModule,
  uiModeUseCasesModule,
  impersonationModule,
  appViewModelsModule,
];
