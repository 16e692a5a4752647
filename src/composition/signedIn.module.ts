import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ClockPort } from '../core/ports/ClockPort';
import { type LoadUiMode, LoadUiModeToken } from '../core/use-cases/ui-mode/LoadUiMode';
import { type SaveUiMode, SaveUiModeToken } from '../core/use-cases/ui-mode/SaveUiMode';
import type { AppViewModels, CreateBriefcase, ShellViewModels } from '../ui/app/AppViewModels';
import type { LoadCampaignScreen } from '../ui/campaigns/CampaignScreens';
import type { ChatUseCases } from '../ui/chat/ChatUseCases';
import type { ResultUseCases } from '../ui/chat/result-actions/result-actions-deps';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import { UiModeViewModel } from '../ui/layout/UiModeViewModel';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import type { SessionStore } from '../ui/session/SessionStore';
import type { ChatListUseCases } from '../ui/sidebar-chats/ChatListUseCases';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { campaignScreenLoader } from './campaign-screens/loader';
import type { LazyModules } from './lazy-modules';
import { TOKENS } from './tokens';
import { ChatUseCasesToken, chatUseCasesModule } from './use-cases/chat.module';
import { ChatListUseCasesToken, chatListUseCasesModule } from './use-cases/chatList.module';
import { uiModeUseCasesModule } from './use-cases/uiMode.module';

/**
 * The signed-in frame's view models (chat list, chat workspace; the briefcase's factory loads
 * when one first opens, briefcase.module.ts) over the ports that
 * http.module binds. Loaded into the shell's container, with http.module, when the signed-in frame
 * first shows (shellContainer.ts), so none of it is in the first load of /login.
 */
const appViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LoadCampaignScreen)
    .toResolvedValue((lazy: LazyModules) => campaignScreenLoader(lazy), [TOKENS.LazyModules])
    .inSingletonScope();
  bind(TOKENS.AppViewModels)
    .toResolvedValue(
      (
        shell: ShellViewModels,
        session: SessionStore,
        clock: ClockPort,
        events: AppEventsPort,
        chatListUseCases: ChatListUseCases,
        chatUseCases: ChatUseCases,
        loadOrchestration: () => Promise<OrchestrationViewModels>,
        loadUiMode: LoadUiMode,
        saveUiMode: SaveUiMode,
        loadCampaignScreen: LoadCampaignScreen,
        lazy: LazyModules,
      ): AppViewModels => {
        // The briefcase's code loads the first time one opens (briefcase.module.ts).
        const loadBriefcase = lazy.loadOnce(TOKENS.CreateBriefcase, () =>
          import('./briefcase.module').then((m) => m.briefcaseModules),
        );
        // A result's flows load with the first result shown (resultActions.module.ts).
        const loadResultModule = lazy.loadOnce(TOKENS.ResultUseCases, () =>
          import('./use-cases/resultActions.module').then((m) => [m.resultUseCasesModule]),
        );
        let resultUseCases: Promise<ResultUseCases> | null = null;
        const loadResultUseCases = () => {
          resultUseCases ??= loadResultModule()
            .then(() => lazy.get<ResultUseCases>(TOKENS.ResultUseCases))
            .catch((error: unknown) => {
              resultUseCases = null;
              throw error;
            });
          return resultUseCases;
        };
        // One chat list for the app (AppViewModels is a singleton); workspaces come and go with `/`.
        const chatList = new ChatListViewModel({ ...chatListUseCases, clock, events, session });
        return {
          ...shell,
          chatList,
          loadCampaignScreen,
          loadOrchestration,
          uiMode: new UiModeViewModel(loadUiMode, saveUiMode, session),
          createChatWorkspace: () =>
            new ChatWorkspaceViewModel({
              useCases: chatUseCases,
              loadResultUseCases,
              clock,
              events,
              session,
              onChatsChanged: () => chatList.reloadSoon(),
            }),
          loadBriefcase: () => loadBriefcase().then(() => lazy.get<CreateBriefcase>(TOKENS.CreateBriefcase)),
        };
      },
      [
        TOKENS.ShellViewModels,
        TOKENS.SessionStore,
        ClockPort,
        AppEventsPort,
        ChatListUseCasesToken,
        ChatUseCasesToken,
        TOKENS.LoadOrchestration,
        LoadUiModeToken,
        SaveUiModeToken,
        TOKENS.LoadCampaignScreen,
        TOKENS.LazyModules,
      ],
    )
    .inSingletonScope();
});

/** Everything the signed-in frame adds to the container: the use cases, then the view models over them. */
export const signedInModules = [
  chatListUseCasesModule,
  chatUseCasesModule,
  uiModeUseCasesModule,
  appViewModelsModule,
];
