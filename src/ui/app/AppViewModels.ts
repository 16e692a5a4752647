import type { LoginViewModel } from '../login/LoginViewModel';
import type { SessionStore } from '../session/SessionStore';

/** Settings the screens need that come from build-time configuration. */
export interface UiConfig {
  /** Google Identity Services client id; null signs in through the demo identity provider. */
  googleClientId: string | null;
}

/**
 * What the composition root hands to the React tree: long-lived stores and factories for
 * per-screen view models. Components reach these through ViewModelsContext, never the container.
 */
export interface AppViewModels {
  config: UiConfig;
  session: SessionStore;
  createLoginViewModel(): LoginViewModel;
}
