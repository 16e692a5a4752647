import type { Container, ContainerModule } from 'inversify';
import { HttpAdminAdapter } from '../adapters/http/HttpAdminAdapter';
import type { HttpClient } from '../adapters/http/HttpClient';
import { AdminPort } from '../core/ports/AdminPort';
import { AuthPort } from '../core/ports/AuthPort';
import type { AppViewModels } from '../ui/app/AppViewModels';
import { adminModules } from './admin.module';
import { campaignCreationModule } from './campaign-screens/creation.module';
import { campaignDetailModule } from './campaign-screens/detail.module';
import { campaignListsModule } from './campaign-screens/lists.module';
import { campaignSharedModule } from './campaign-screens/shared.module';
import type { AppConfig } from './config';
import { httpAdaptersModule } from './http.module';
import { orchestrationModules } from './orchestration.module';
import { createShellContainer } from './shellContainer';
import { signedInModules } from './signedIn.module';
import { TOKENS } from './tokens';

/**
 * The whole composition at once, for callers that cannot wait for a chunk (the Gherkin World,
 * tests): the shell's container with the ports over HTTP and the signed-in part loaded, and
 * AuthPort and AdminPort answered by their HTTP adapters directly. The page itself starts with the shell alone
 * (main.tsx).
 */
export function createContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = createShellContainer(config, platform, backend);
  container.load(
    httpAdaptersModule,
    ...signedInModules,
    ...orchestrationModules,
    ...adminModules,
    campaignSharedModule,
    campaignListsModule,
    campaignCreationModule,
    campaignDetailModule,
  );
  container.rebind(AuthPort).toService(TOKENS.AuthOverHttp);
  container
    .rebind(AdminPort)
    .toResolvedValue((client: HttpClient) => new HttpAdminAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
  return container;
}

export function resolveAppViewModels(container: Container): AppViewModels {
  return container.get<AppViewModels>(TOKENS.AppViewModels);
}
