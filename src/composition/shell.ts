import type { AuthPort } from '../core/ports/AuthPort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import { SessionStore } from '../ui/session/SessionStore';
import type { AppConfig } from './config';
import type { PlatformPorts } from './platform';
import { sessionUseCases } from './use-cases/session';

/**
 * What the page builds before it fetches anything: the session (its flows and store) and the
 * login screen's persona list, over the platform's ports. Wired by hand: the page container
 * (inversify, pageContainer.ts) is fetched with the first need of it, so the first load of /login
 * carries neither inversify nor anything of the signed-in app. The container then binds these
 * very objects.
 */
export interface Shell {
  config: AppConfig;
  platform: PlatformPorts;
  /** The AuthPort the session flows call (on the page, one that loads the HTTP adapter first). */
  auth: AuthPort;
  session: SessionStore;
  viewModels: ShellViewModels;
}

/** How the shell reaches the parts composed later; each answers the same promise on every call. */
export interface ShellLoaders {
  loadSignedIn(): Promise<AppViewModels>;
  loadAdmin(): Promise<AdminViewModels>;
}

export function composeShell(
  config: AppConfig,
  platform: PlatformPorts,
  auth: AuthPort,
  loaders: ShellLoaders,
): Shell {
  const useCases = sessionUseCases({ auth, ...platform });
  const session = new SessionStore(useCases, platform.clock);
  const viewModels: ShellViewModels = {
    config: { googleClientId: config.googleClientId },
    session,
    listDemoPersonas: useCases.listDemoPersonas,
    loadSignedIn: () => loaders.loadSignedIn(),
    loadAdmin: () => loaders.loadAdmin(),
  };
  return { config, platform, auth, session, viewModels };
}
