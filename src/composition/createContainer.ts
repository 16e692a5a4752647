import type { Container, ContainerModule } from 'inversify';
import type { Features } from '../ui/app/features';
import { adminModules } from './admin.module';
import { adminPortModule } from './admin-port.module';
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
 * tests): the page's own shell container with every module it loads on demand loaded up front,
 * nothing bound differently. Its deferred ports (AuthPort, AdminPort) and loaders then find their
 * modules bound and answer without fetching a chunk. The page itself starts with the shell alone
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
    adminPortModule,
    ...signedInModules,
    ...orchestrationModules,
    ...adminModules,
    campaignSharedModule,
    campaignListsModule,
    campaignCreationModule,
    campaignDetailModule,
  );
  return container;
}

/** Every feature the page provides once signed in, the shell's included, as its React tree sees them. */
export function resolveFeatures(container: Container): Features {
  return container.get<Features>(TOKENS.ShellFeatures).with(container.get<Features>(TOKENS.SignedInFeatures));
}
