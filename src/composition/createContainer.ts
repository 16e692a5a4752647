import type { Container, ContainerModule } from 'inversify';
import type { AppViewModels } from '../ui/app/AppViewModels';
import type { AppConfig } from './config';
import { createShellContainer } from './shellContainer';
import { signedInModule } from './signedIn.module';
import { TOKENS } from './tokens';

/**
 * The whole composition at once, for callers that cannot wait for a chunk (the Gherkin World,
 * tests): the shell's container with the signed-in part already loaded. The page itself starts
 * with the shell alone (main.tsx).
 */
export function createContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = createShellContainer(config, platform, backend);
  container.load(signedInModule);
  return container;
}

export function resolveAppViewModels(container: Container): AppViewModels {
  return container.get<AppViewModels>(TOKENS.AppViewModels);
}
