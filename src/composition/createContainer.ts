import type { Container, ContainerModule } from 'inversify';
import { AuthPort } from '../core/ports/AuthPort';
import type { AppViewModels } from '../ui/app/AppViewModels';
import type { AppConfig } from './config';
import { httpAdaptersModule } from './http.module';
import { orchestrationModules } from './orchestration.module';
import { createShellContainer } from './shellContainer';
import { signedInModules } from './signedIn.module';
import { TOKENS } from './tokens';

/**
 * The whole composition at once, for callers that cannot wait for a chunk (the Gherkin World,
 * tests): the shell's container with the ports over HTTP and the signed-in part loaded, and
 * AuthPort answered by the HTTP adapter directly. The page itself starts with the shell alone
 * (main.tsx).
 */
export function createContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = createShellContainer(config, platform, backend);
  container.load(httpAdaptersModule, ...signedInModules, ...orchestrationModules);
  container.rebind(AuthPort).toService(TOKENS.AuthOverHttp);
  return container;
}

export function resolveAppViewModels(container: Container): AppViewModels {
  return container.get<AppViewModels>(TOKENS.AppViewModels);
}
