import { Container, type ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { AuthPort } from '../core/ports/AuthPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { Features } from '../ui/app/features';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import type { LazyModules } from './lazy-modules';
import type { Shell } from './shell';
import { TOKENS } from './tokens';

/** The page container and how the parts that come later load into it. */
export interface PageComposition {
  container: Container;
  /** The HTTP AuthPort, its module loaded first (the shell's DeferredAuthPort calls it). */
  loadAuth(): Promise<AuthPort>;
  /** The signed-in frame's features, their modules loaded first. */
  loadSignedIn(): Promise<Features>;
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
  container.bind(TOKENS.ShellFeatures).toConstantValue(shell.features);
  const loadHttp = loadOnce(container, TOKENS.HttpClient, () =>
    import(/* webpackChunkName: "page" */ './http.module').then((m) => [m.httpAdaptersModule]),
  );
  const loadSignedIn = loadOnce(container, TOKENS.SignedInFeatures, () =>
    import(/* webpackChunkName: "page" */ './signedIn.module').then((m) => m.signedInModules),
  );
  const loadAdmin = loadOnce(container, TOKENS.AdminViewModels, () =>
    // One chunk with the admin screen (AppRouter.tsx): they load together and share the admin texts.
    import(/* webpackChunkName: "admin" */ './admin.module').then((m) => m.adminModules),
  );
  const loadOrchestration = loadOnce(container, TOKENS.OrchestrationViewModels, () =>
    // One chunk with the frame's notices of runs that ended (LiveRegion.tsx), drawn once these load.
    import(/* webpackChunkName: "orchestration" */ './orchestration.module').then(
      (m) => m.orchestrationModules,
    ),
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
  let admin: Promise<AdminViewModels> | null = null;
  container.bind(TOKENS.LoadAdmin).toConstantValue(() => {
    admin ??= whenLoaded<AdminViewModels>(TOKENS.AdminViewModels, loadHttp, loadAdmin);
    return admin;
  });
  container.load(backend);
  return {
    container,
    loadAuth: () => whenLoaded<AuthPort>(TOKENS.AuthOverHttp, loadHttp),
    loadSignedIn: () => whenLoaded<Features>(TOKENS.SignedInFeatures, loadHttp, loadSignedIn),
  };
}

/**
 * Fetches container modules and loads them into `container`, once: later calls share the promise.
 * Modules whose `marker` is bound already (createContainer loads everything up front) are neither
 * fetched nor loaded again, so such a container never waits for a chunk. A failed fetch is not
 * remembered, so the next call tries again.
 */
function loadOnce(
  container: Container,
  marker: symbol,
  fetchModules: () => Promise<ContainerModule[]>,
): () => Promise<void> {
  let loading: Promise<void> | null = null;
  const load = async () => {
    if (container.isBound(marker)) return;
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
