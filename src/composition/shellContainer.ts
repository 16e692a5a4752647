import { Container, type ContainerModule } from 'inversify';
import { AuthPort } from '../core/ports/AuthPort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { Features } from '../ui/app/features';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import type { AppConfig } from './config';
import { DeferredAuthPort } from './DeferredAuthPort';
import type { LazyModules } from './lazy-modules';
import { TOKENS } from './tokens';
import { viewModelsModules } from './viewModels.module';

/**
 * The composition root of the page's first load: only what the login screen and the session
 * need. `platform` binds storage, events and clock; `backend` binds where the HTTP calls go.
 * The rest is fetched and loaded into the same container on demand: the ports over HTTP
 * (http.module.ts) with the first AuthPort call or the signed-in frame, the signed-in view models
 * (signedIn.module.ts) with the signed-in frame.
 */
export function createShellContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const loadHttp = loadOnce(container, TOKENS.HttpClient, () =>
    import('./http.module').then((m) => [m.httpAdaptersModule]),
  );
  const loadSignedIn = loadOnce(container, TOKENS.SignedInFeatures, () =>
    import('./signedIn.module').then((m) => m.signedInModules),
  );
  const loadAdminModules = loadOnce(container, TOKENS.AdminViewModels, () =>
    import('./admin.module').then((m) => m.adminModules),
  );
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container
    .bind(AuthPort)
    .toConstantValue(
      new DeferredAuthPort(() => loadHttp().then(() => container.get<AuthPort>(TOKENS.AuthOverHttp))),
    );
  // One promise for every caller: the signed-in frame reads it with React's `use` on each render.
  let signedIn: Promise<Features> | null = null;
  container.bind(TOKENS.LoadSignedIn).toConstantValue(() => {
    signedIn ??= Promise.all([loadHttp(), loadSignedIn()]).then(() =>
      container.get<Features>(TOKENS.SignedInFeatures),
    );
    return signedIn;
  });
  container.bind(TOKENS.LazyModules).toConstantValue({
    loadOnce: (marker, fetchModules) => loadOnce(container, marker, fetchModules),
    get: (token) => container.get(token),
  } satisfies LazyModules);
  const loadOrchestration = loadOnce(container, TOKENS.OrchestrationViewModels, () =>
    import('./orchestration.module').then((m) => m.orchestrationModules),
  );
  container
    .bind(TOKENS.LoadOrchestration)
    .toConstantValue(() =>
      Promise.all([loadHttp(), loadOrchestration()]).then(() =>
        container.get<OrchestrationViewModels>(TOKENS.OrchestrationViewModels),
      ),
    );
  let admin: Promise<AdminViewModels> | null = null;
  container.bind(TOKENS.LoadAdmin).toConstantValue(() => {
    admin ??= Promise.all([loadHttp(), loadAdminModules()]).then(() =>
      container.get<AdminViewModels>(TOKENS.AdminViewModels),
    );
    return admin;
  });
  container.load(platform, backend, ...viewModelsModules);
  return container;
}

/** The features the page provides from its first load (session, login screen, loaders). */
export function resolveShellFeatures(container: Container): Features {
  return container.get<Features>(TOKENS.ShellFeatures);
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
