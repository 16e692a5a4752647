import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { ListManagedAccounts } from '../core/use-cases/session/ListManagedAccounts';
import { type LoadUiMode, LoadUiModeToken } from '../core/use-cases/ui-mode/LoadUiMode';
import { type SaveUiMode, SaveUiModeToken } from '../core/use-cases/ui-mode/SaveUiMode';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import { AdminFeature } from '../ui/admin/admin-feature';
import { Announcer } from '../ui/announcements/Announcer';
import { AnnouncerFeature } from '../ui/announcements/LiveRegion';
import { Features, provide } from '../ui/app/features';
import { BriefcaseFeature, type CreateBriefcase } from '../ui/briefcase/briefcase-feature';
import type { LoadCampaignScreen } from '../ui/campaigns/CampaignScreens';
import { CampaignScreensFeature } from '../ui/campaigns/common/useCampaignScreen';
import type { ResultUseCases } from '../ui/chat/result-actions/result-actions-deps';
import { ChatWorkspaceFeature, type CreateChatWorkspace } from '../ui/chat/workspace/useChatWorkspace';
import { AccountAdminEntry } from '../ui/layout/AccountAdminEntry';
import { AccountAdminEntryFeature } from '../ui/layout/account-admin-entry-feature';
import { ImpersonationBannerViewModel } from '../ui/layout/ImpersonationBannerViewModel';
import { ImpersonationBannerFeature } from '../ui/layout/impersonation-banner-feature';
import { UiModeViewModel } from '../ui/layout/UiModeViewModel';
import { UiModeFeature } from '../ui/layout/ui-mode-feature';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import { OrchestrationFeature } from '../ui/orchestration/orchestration-feature';
import { type CreatePalette, PaletteFeature } from '../ui/palette/palette-feature';
import type { PresenterViewModel } from '../ui/presenter/PresenterViewModel';
import { PresenterFeature } from '../ui/presenter/presenter-feature';
import type { Impersonation } from '../ui/session/Impersonation';
import { ImpersonationFeature } from '../ui/session/impersonation-feature';
import type { SessionStore } from '../ui/session/SessionStore';
import type { ChatListUseCases } from '../ui/sidebar-chats/ChatListUseCases';
import { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { ChatListFeature } from '../ui/sidebar-chats/chat-list-feature';
import { campaignScreenLoader } from './campaign-screens/loader';
import type { AppConfig } from './config';
import { deferredPort } from './deferred-port';
import type { LazyModules } from './lazy-modules';
import { CreatePaletteToken } from './palette-token';
import { TOKENS } from './tokens';
import { ChatListUseCasesToken, chatListUseCasesModule } from './use-cases/chatList.module';
import { uiModeUseCasesModule } from './use-cases/uiMode.module';

/**
 * The signed-in frame's view models (the chat list; the chat workspace's factory, the briefcase's
 * and a result's flows load when first needed) over the ports that http.module binds. Loaded into the
 * page container, with http.module, when the signed-in frame first shows (pageContainer.ts), so
 * none of it is in the first load of /login.
 */
const appViewModelsModule = new ContainerModule(({ bind }) => {
  // Only someone who impersonates calls it (the Users tab, the banner): its flows load then.
  bind(TOKENS.Impersonation)
    .toResolvedValue(
      (lazy: LazyModules) =>
        deferredPort<Impersonation>(() =>
          lazy
            .loadOnce(TOKENS.ImpersonationLoaded, () =>
              import('./use-cases/impersonation.module').then((m) => [m.impersonationModule]),
            )()
            .then(() => lazy.get<Impersonation>(TOKENS.ImpersonationLoaded)),
        ),
      [TOKENS.LazyModules],
    )
    .inSingletonScope();
  bind(TOKENS.LoadCampaignScreen)
    .toResolvedValue((lazy: LazyModules) => campaignScreenLoader(lazy), [TOKENS.LazyModules])
    .inSingletonScope();
  bind(TOKENS.LoadResultUseCases)
    .toResolvedValue(
      (lazy: LazyModules) =>
        // A result's flows load with the first result shown (resultActions.module.ts).
        loadedOnce<ResultUseCases>(lazy, TOKENS.ResultUseCases, () =>
          import('./use-cases/resultActions.module').then((m) => [m.resultUseCasesModule]),
        ),
      [TOKENS.LazyModules],
    )
    .inSingletonScope();
  // One chat list for the app; workspaces come and go with `/`.
  bind(TOKENS.ChatList)
    .toResolvedValue(
      (chatListUseCases: ChatListUseCases, clock: ClockPort, events: AppEventsPort, session: SessionStore) =>
        new ChatListViewModel({ ...chatListUseCases, clock, events, session }),
      [ChatListUseCasesToken, ClockPort, AppEventsPort, TOKENS.SessionStore],
    )
    .inSingletonScope();
  bind(TOKENS.Announcer).toConstantValue(new Announcer());
  bind(TOKENS.SignedInFeatures)
    .toResolvedValue(
      (
        session: SessionStore,
        chatList: ChatListViewModel,
        loadOrchestration: () => Promise<OrchestrationViewModels>,
        loadUiMode: LoadUiMode,
        saveUiMode: SaveUiMode,
        loadCampaignScreen: LoadCampaignScreen,
        loadAdmin: () => Promise<AdminViewModels>,
        impersonation: Impersonation,
        lazy: LazyModules,
        auth: AuthPort,
        config: AppConfig,
        announcer: Announcer,
      ): Features => {
        // The chat workspace's code loads when the chat first shows (chatWorkspace.module.ts), the
        // briefcase's with its first opening (briefcase.module.ts).
        const loadChatWorkspace = loadedOnce<CreateChatWorkspace>(lazy, TOKENS.CreateChatWorkspace, () =>
          import(/* webpackChunkName: "chat" */ './chatWorkspace.module').then((m) => m.chatWorkspaceModules),
        );
        const loadBriefcase = loadedOnce<CreateBriefcase>(lazy, TOKENS.CreateBriefcase, () =>
          import('./briefcase.module').then((m) => m.briefcaseModules),
        );
        // No Google client id: the demo identity provider answers, so a demo backend does (README "Profiles").
        const demo = !config.googleClientId;
        const loadPresenter = demo
          ? loadedOnce<PresenterViewModel>(lazy, TOKENS.Presenter, () =>
              import(/* webpackChunkName: "presenter" */ './presenter.module').then((m) => [
                m.presenterModule,
              ]),
            )
          : null;
        return Features.of([
          provide(ChatListFeature, chatList),
          provide(PresenterFeature, loadPresenter),
          provide(CampaignScreensFeature, loadCampaignScreen),
          provide(OrchestrationFeature, loadOrchestration),
          provide(AdminFeature, loadAdmin),
          provide(ImpersonationFeature, impersonation),
          provide(ImpersonationBannerFeature, new ImpersonationBannerViewModel(impersonation)),
          provide(AccountAdminEntryFeature, new AccountAdminEntry(session, new ListManagedAccounts(auth))),
          provide(UiModeFeature, new UiModeViewModel(loadUiMode, saveUiMode, session)),
          provide(ChatWorkspaceFeature, loadChatWorkspace),
          provide(BriefcaseFeature, loadBriefcase),
          provide(
            PaletteFeature,
            loadedOnce<CreatePalette>(lazy, CreatePaletteToken, () =>
              import(/* webpackChunkName: "keyboard" */ './palette.module').then((m) => [m.paletteModule]),
            ),
          ),
          provide(AnnouncerFeature, announcer),
        ]);
      },
      [
        TOKENS.SessionStore,
        TOKENS.ChatList,
        TOKENS.LoadOrchestration,
        LoadUiModeToken,
        SaveUiModeToken,
        TOKENS.LoadCampaignScreen,
        TOKENS.LoadAdmin,
        TOKENS.Impersonation,
        TOKENS.LazyModules,
        AuthPort,
        TOKENS.AppConfig,
        TOKENS.Announcer,
      ],
    )
    .inSingletonScope();
});

/**
 * What `token` answers once `fetchModules` are loaded (a chunk fetched the first time); every call
 * answers the same promise, as React's `use` needs, unless it failed: the next call tries again.
 */
function loadedOnce<T>(
  lazy: LazyModules,
  token: symbol,
  fetchModules: () => Promise<ContainerModule[]>,
): () => Promise<T> {
  const load = lazy.loadOnce(token, fetchModules);
  let loaded: Promise<T> | null = null;
  return () => {
    loaded ??= load()
      .then(() => lazy.get<T>(token))
      .catch((error: unknown) => {
        loaded = null;
        throw error;
      });
    return loaded;
  };
}

/** Everything the signed-in frame adds to the container: the use cases, then the view models over them. */
export const signedInModules = [chatListUseCasesModule, uiModeUseCasesModule, appViewModelsModule];
