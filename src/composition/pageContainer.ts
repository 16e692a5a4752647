import { Container, type ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { AppViewModels } from '../ui/app/AppViewModels';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import type { LazyModules } from './lazy-modules';
import type { Shell } from './shell';
import { TOKENS } from './tokens';

/** The page container and how the parts that come later load into it. */
export interface PageComposition {
  container: Container;
  /** The HTTP AuthPort, its module loaded first (the shell's DeferredAuthPort calls it). */
  loadAuth(): Promise<AuthPort>;
  loadSignedIn(): Promise<AppViewModels>;
  loadAdmin(): Promise<AdminViewModels>;
}

/**
 * The page's container: the shell's objects bound as they are, the profile's backend (where the
 * HTTP calls go), and the modules loaded on demand: the ports over HTTP (http.module.ts) and the
 * signed-in view models (signedIn.module.ts), which travel in this module's chunk ("page": every
 * signed-in screen needs them, sign-in itself the first), then orchestration, admin, the briefcase
 * and the campaign screens (through LazyModules), each in chunks of their own.
 */
export function composePage(shell: Shell, backend: ContainerModule): PageComposition {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(shell.config);
  container.bind(StoragePort).toConstantValue(shell.platform.storage);
  container.bind(AppEventsPort).toConstantValue(shell.platform.events);
  container.bind(ClockPort).toConstantValue(shell.platform.clock);
  container.bind(AuthPort).toConstantValue(shell.auth);
  container.bind(TOKENS.SessionStore).toConstantValue(shell.session);
  container.bind(TOKENS.ShellViewModels).toConstantValue(shell.viewModels);
  const loadHttp = loadOnce(container, TOKENS.HttpClient, () =>
    import(/* webpackChunkName: "page" */ './http.module').then((m) => [m.httpAdaptersModule]),
  );
  const loadSignedIn = loadOnce(container, TOKENS.AppViewModels, () =>
    import(/* webpackChunkName: "page" */ './signedIn.module').then((m) => m.signedInModules),
  );
  const loadAdmin = loadOnce(container, TOKENS.AdminViewModels, () =>
    // One chunk with the admin screen (AppRouter.tsx): they load together and share the admin texts.
    import(/* webpackChunkName: "admin" */ './admin.module').then((m) => m.adminModules),
  );
  const loadOrchestration = loadOnce(container, TOKENS.OrchestrationViewModels, () =>
    import('./orchestration.module').then((m) => m.orchestrationModules),
  );
  container.bind(TOKENS.LazyModules).toConstantValue({
    loadOnce: (marker, fetchModules) => loadOnce(container, marker, fetchModules),
    get: (token) => container.get(token),
  } satisfies LazyModules);
  const whenLoaded = <T>(token: symbol, ...loads: (() => Promise<void>)[]) =>
    Promise.all(loads.map((load) => load())).then(() => container.get<T>(token));
  container
    .bind(TOKENS.LoadOrchestration)
    .toConstantValue(() =>
      whenLoaded<OrchestrationViewModels>(TOKENS.OrchestrationViewModels, loadHttp, loadOrchestration),
    );
  container.load(backend);
  return {
    container,
    loadAuth: () => whenLoaded<AuthPort>(TOKENS.AuthOverHttp, loadHttp),
    loadSignedIn: () => whenLoaded<AppViewModels>(TOKENS.AppViewModels, loadHttp, loadSignedIn),
    loadAdmin: () => whenLoaded<AdminViewModels>(TOKENS.AdminViewModels, loadHttp, loadAdmin),
  };
}

/**
 * Fetches container modules and loads them into `container`, once: later calls share the promise.
 * A module whose `marker` is bound already (createContainer loads everything up front) is not
 * loaded again. A failed fetch is not remembered, so the next call tries again.
 */
function loadOnce(
  container: Container,
  marker: symbol,
  fetchModules: () => Promise<ContainerModule[]>,
): () => Promise<void> {
  let loading: Promise<void> | null = null;
  const load = async () => {
    const modules = await fetchModules();
    if (!container.isBound(marker)) container.load(...modules);
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
