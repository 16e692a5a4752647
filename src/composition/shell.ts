import type { AuthPort } from '../core/ports/AuthPort';
import { Features, provide } from '../ui/app/features';
import { SignedInFrameFeature } from '../ui/layout/signed-in-frame-feature';
import { LoginFeature } from '../ui/login/login-feature';
import { SessionStore } from '../ui/session/SessionStore';
import { SessionFeature } from '../ui/session/session-feature';
import type { AppConfig } from './config';
import type { PlatformPorts } from './platform';
import { sessionUseCases } from './use-cases/session';

/**
 * What the page builds before it fetches anything: the session (its flows and store) and the
 * login screen, over the platform's ports. Wired by hand: the page container (inversify,
 * pageContainer.ts) is fetched with the first need of it, so the first load of /login carries
 * neither inversify nor anything of the signed-in app. The container then binds these very objects.
 */
export interface Shell {
  config: AppConfig;
  platform: PlatformPorts;
  /** The AuthPort the session flows call (on the page, one that loads the HTTP adapter first). */
  auth: AuthPort;
  session: SessionStore;
  /** What the page provides before sign-in: the session, the login screen, the signed-in frame's loader. */
  features: Features;
}

/** `loadSignedIn` answers the signed-in frame's features, the same promise on every call. */
export function composeShell(
  config: AppConfig,
  platform: PlatformPorts,
  auth: AuthPort,
  loadSignedIn: () => Promise<Features>,
): Shell {
  const useCases = sessionUseCases({ auth, ...platform });
  const session = new SessionStore(useCases, platform.clock);
  const features = Features.of([
    provide(SessionFeature, session),
    provide(LoginFeature, {
      googleClientId: config.googleClientId,
      listDemoPersonas: useCases.listDemoPersonas,
    }),
    provide(SignedInFrameFeature, loadSignedIn),
  ]);
  return { config, platform, auth, session, features };
}
