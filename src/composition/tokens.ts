/**
 * Tokens for what is not a port. Ports use the Symbol exported beside their interface
 * (AuthPort, ChatPort, …), as Theia does: one name for the interface and its token.
 */
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig'),
  /** The fetch the HTTP client uses: the browser's, or the in-process demo backend's. */
  Fetch: Symbol.for('Fetch'),
  BackendBaseUrl: Symbol.for('BackendBaseUrl'),
  HttpClient: Symbol.for('HttpClient'),
  /** The HTTP AuthPort, once http.module is loaded; the AuthPort token is a DeferredAuthPort over it. */
  AuthOverHttp: Symbol.for('AuthOverHttp'),
  SessionStore: Symbol.for('SessionStore'),
  /** The features the page provides before sign-in (session, login screen, loaders): a Features. */
  ShellFeatures: Symbol.for('ShellFeatures'),
  /** Loads signedIn.module into the container on first call and answers its features. */
  LoadSignedIn: Symbol.for('LoadSignedIn'),
  /** The signed-in frame's features (chat list, workspace …): bound once the signed-in part is loaded. */
  SignedInFeatures: Symbol.for('SignedInFeatures'),
  /** The container's on-demand side (LazyModules), for modules that load others later. */
  LazyModules: Symbol.for('LazyModules'),
  /** Loads a campaign screen's module on first call and answers its factory (LoadCampaignScreen). */
  LoadCampaignScreen: Symbol.for('LoadCampaignScreen'),
  /** Impersonation (the Users tab, the banner): loads its flows on its first call. */
  Impersonation: Symbol.for('Impersonation'),
  /** Impersonation itself, once use-cases/impersonation.module is loaded. */
  ImpersonationLoaded: Symbol.for('ImpersonationLoaded'),
  /** A result's flows (ResultUseCases), once use-cases/resultActions.module is loaded. */
  ResultUseCases: Symbol.for('ResultUseCases'),
  /** The sidebar's chat list (ChatListViewModel), one for the signed-in frame. */
  ChatList: Symbol.for('ChatList'),
  /** The page's polite live region (Announcer), one for the signed-in frame. */
  Announcer: Symbol.for('Announcer'),
  /** Loads a result's flows on first call and answers them (ResultUseCases), the same promise each time. */
  LoadResultUseCases: Symbol.for('LoadResultUseCases'),
  /** The chat workspace factory (the chat workspace feature), once chatWorkspace.module is loaded. */
  CreateChatWorkspace: Symbol.for('CreateChatWorkspace'),
  /** The briefcase factory (the briefcase feature), once briefcase.module is loaded. */
  CreateBriefcase: Symbol.for('CreateBriefcase'),
  /** Loads orchestration.module on first call (the orchestration feature). */
  LoadOrchestration: Symbol.for('LoadOrchestration'),
  /** The orchestration screens' view models (OrchestrationViewModels), once loaded. */
  OrchestrationViewModels: Symbol.for('OrchestrationViewModels'),
  /** The presenter's panel (PresenterViewModel), once presenter.module is loaded (demo backends only). */
  Presenter: Symbol.for('Presenter'),
  /** The prospect in the header (ProspectBrand), once prospectBrand.module is loaded (demo backends only). */
  ProspectBrand: Symbol.for('ProspectBrand'),
  /** Loads admin.module into the container on first call (the administration feature). */
  LoadAdmin: Symbol.for('LoadAdmin'),
  /** The administration area's view models (AdminViewModels), once admin.module is loaded. */
  AdminViewModels: Symbol.for('AdminViewModels'),
} as const;
