import type { Container, ContainerModule } from 'inversify';
import english from 'zod/v4/locales/en.js';
import { wordIssuesWith } from '../adapters/http/failures';
import type { Features } from '../ui/app/features';
import { adminModules } from './admin.module';
import { adminPortModule } from './admin-port.module';
import { briefcaseModules } from './briefcase.module';
import { campaignPortModule } from './campaign-port.module';
import { campaignCreationModule } from './campaign-screens/creation.module';
import { campaignDetailModule } from './campaign-screens/detail.module';
import { campaignListsModule } from './campaign-screens/lists.module';
import { campaignSharedModule } from './campaign-screens/shared.module';
import type { AppConfig } from './config';
import { DeferredAuthPort } from './DeferredAuthPort';
import { httpAdaptersModule } from './http.module';
import { orchestrationModules } from './orchestration.module';
import { orchestrationPortModule } from './orchestration-port.module';
import { composePage, type PageComposition } from './pageContainer';
import type { PlatformPorts } from './platform';
import { composeShell } from './shell';
import { signedInModules } from './signedIn.module';
import { TOKENS } from './tokens';
import { impersonationModule } from './use-cases/impersonation.module';
import { resultUseCasesModule } from './use-cases/resultActions.module';

/**
 * The whole composition at once, for callers that cannot wait for a chunk (the Gherkin World,
 * tests): the page's own shell and page container with every module it loads on demand loaded up
 * front, nothing bound differently. Its deferred ports and loaders then find their modules bound
 * and answer without fetching a chunk; zod's English messages are configured at once (on the page
 * they load with the first answer that does not fit). The page itself starts with the shell
 * alone (pageShell.ts).
 */
export function createContainer(
  config: AppConfig,
  platform: PlatformPorts,
  backend: ContainerModule,
): Container {
  wordIssuesWith(english);
  let page: PageComposition | undefined;
  const composed = () => {
    if (!page) throw new Error('The page container is not composed yet');
    return page;
  };
  let signedIn: Promise<Features> | null = null;
  const shell = composeShell(
    config,
    platform,
    new DeferredAuthPort(() => composed().loadAuth()),
    () => (signedIn ??= composed().loadSignedIn()),
  );
  page = composePage(shell, backend);
  page.container.load(
    httpAdaptersModule,
    adminPortModule,
    orchestrationPortModule,
    campaignPortModule,
    ...signedInModules,
    resultUseCasesModule,
    impersonationModule,
    ...briefcaseModules,
    ...orchestrationModules,
    ...adminModules,
    campaignSharedModule,
    campaignListsModule,
    campaignCreationModule,
    campaignDetailModule,
  );
  return page.container;
}

/** Every feature the page provides once signed in, the shell's included, as its React tree sees them. */
export function resolveFeatures(container: Container): Features {
  return container.get<Features>(TOKENS.ShellFeatures).with(container.get<Features>(TOKENS.SignedInFeatures));
}
