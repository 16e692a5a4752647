import type { ListDemoPersonas } from '../../core/use-cases/session/ListDemoPersonas';
import type { AdminViewModels } from '../admin/AdminViewModels';
import type { BriefcaseViewModel } from '../briefcase/BriefcaseViewModel';
import type { LoadCampaignScreen } from '../campaigns/CampaignScreens';
import type { ChatWorkspaceViewModel } from '../chat/workspace/ChatWorkspaceViewModel';
import type { UiModeViewModel } from '../layout/UiModeViewModel';
import type { OrchestrationViewModels } from '../orchestration/OrchestrationViewModels';
import type { SessionStore } from '../session/SessionStore';
import type { ChatListViewModel } from '../sidebar-chats/ChatListViewModel';

/** Settings the screens need that come from build-time configuration. */
export interface UiConfig {
  /** Google Identity Services client id; null signs in through the demo identity provider. */
  googleClientId: string | null;
}

/**
 * What the page needs before anyone signs in: the session and the login screen. The rest of the
 * app is composed on demand (loadSignedIn) so that the first load of /login stays small.
 */
export interface ShellViewModels {
  config: UiConfig;
  session: SessionStore;
  /** The login screen's persona list (its view model is made by the screen, which loads only when it shows). */
  listDemoPersonas: ListDemoPersonas;
  /**
   * Loads the signed-in part of the composition (its code and its view models) the first time it
   * is called; every call answers the same promise.
   */
  loadSignedIn(): Promise<AppViewModels>;
  /** Loads the administration area (code and view models) the first time; same promise after. */
  loadAdmin(): Promise<AdminViewModels>;
}

/** The briefcase of a workspace's open chat. */
export type CreateBriefcase = (workspace: ChatWorkspaceViewModel) => BriefcaseViewModel;

/** The view models of the signed-in frame: the sidebar and the screens of its routes. */
export interface SignedInViewModels {
  /** The classic sidebar's chats: one list for the app, following the session. */
  chatList: ChatListViewModel;
  /** The chat workspace of route `/`: a fresh one each time the screen shows. */
  createChatWorkspace(): ChatWorkspaceViewModel;
  /** Classic or New UI and the new sidebar's collapsed state (spec 3 §2, §9). */
  uiMode: UiModeViewModel;
  /**
   * The factory of a workspace's briefcase (spec 1 §2), its code loaded on the first call (when a
   * briefcase first opens). Dispose each briefcase with its workspace.
   */
  loadBriefcase(): Promise<CreateBriefcase>;
  /** A campaign route's view model factory, loaded with that route; every call answers the same promise. */
  loadCampaignScreen: LoadCampaignScreen;
  /** The orchestration screens' view models (/status, runs in the chat), loaded on first call. */
  loadOrchestration(): Promise<OrchestrationViewModels>;
}

/**
 * What the composition root hands to the signed-in React tree: long-lived stores and factories
 * for per-screen view models. Components reach these through ViewModelsContext, never the container.
 */
export type AppViewModels = ShellViewModels & SignedInViewModels;
