import { Container, type ContainerModule } from 'inversify';
import type { AppViewModels, ShellViewModels } from '../ui/app/AppViewModels';
import type { AppConfig } from './config';
import { httpAdaptersModule } from './http.module';
import { TOKENS } from './tokens';
import { viewModelsModule } from './viewModels.module';

/**
 * The composition root of the page's first load: only what the login and the session need.
 * `platform` binds storage, events and clock; `backend` binds where the HTTP calls go. The rest
 * (signedIn.module.ts) is fetched and loaded into the same container by `loadSignedIn`.
 */
export function createShellContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container.bind(TOKENS.LoadSignedIn).toConstantValue(signedInLoader(container));
  container.load(platform, backend, httpAdaptersModule, viewModelsModule);
  return container;
}

export function resolveShellViewModels(container: Container): ShellViewModels {
  return container.get<ShellViewModels>(TOKENS.ShellViewModels);
}

/** Loads the signed-in part into `container` once, whoever asks first; later calls share the promise. */
function signedInLoader(container: Container): () => Promise<AppViewModels> {
  let loading: Promise<AppViewModels> | null = null;
  const load = async () => {
    const { signedInModule } = await import('./signedIn.module');
    // A container made by createContainer has it already.
    if (!container.isBound(TOKENS.AppViewModels)) container.load(signedInModule);
    return container.get<AppViewModels>(TOKENS.AppViewModels);
  };
  return () => {
    loading ??= load();
    return loading;
  };
}
