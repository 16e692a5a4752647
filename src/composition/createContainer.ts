import type { Container, ContainerModule } from 'inversify';
import english from 'zod/v4/locales/en.js';
import { wordIssuesWith } from '../adapters/http/failures';
import { HttpAdminAdapter } from '../adapters/http/HttpAdminAdapter';
import { HttpCampaignAdapter } from '../adapters/http/HttpCampaignAdapter';
import type { HttpClient } from '../adapters/http/HttpClient';
import { HttpOrchestrationAdapter } from '../adapters/http/HttpOrchestrationAdapter';
import { AdminPort } from '../core/ports/AdminPort';
import { AuthPort } from '../core/ports/AuthPort';
import { CampaignPort } from '../core/ports/CampaignPort';
import { OrchestrationPort } from '../core/ports/OrchestrationPort';
import type { AdminViewModels } from '../ui/admin/AdminViewModels';
import type { AppViewModels } from '../ui/app/AppViewModels';
import { adminModules } from './admin.module';
import { briefcaseModules } from './briefcase.module';
import { campaignCreationModule } from './campaign-screens/creation.module';
import { campaignDetailModule } from './campaign-screens/detail.module';
import { campaignListsModule } from './campaign-screens/lists.module';
import { campaignSharedModule } from './campaign-screens/shared.module';
import type { AppConfig } from './config';
import { DeferredAuthPort } from './DeferredAuthPort';
import { httpAdaptersModule } from './http.module';
import { orchestrationModules } from './orchestration.module';
import { composePage } from './pageContainer';
import type { PlatformPorts } from './platform';
import { composeShell } from './shell';
import { signedInModules } from './signedIn.module';
import { TOKENS } from './tokens';
import { resultUseCasesModule } from './use-cases/resultActions.module';

/**
 * The whole composition at once, for callers that cannot wait for a chunk (the Gherkin World,
 * tests): the shell, and its page container with the ports over HTTP and every area loaded, the
 * ports that load with their first call on the page answered by their HTTP adapters directly, and
 * zod's English messages configured at once (in Node a dynamic import crosses tsx's loader thread,
 * which outlasts the turns a settling page waits for). The page itself starts with the shell alone
 * (pageShell.ts).
 */
export function createContainer(
  config: AppConfig,
  platform: PlatformPorts,
  backend: ContainerModule,
): Container {
  // At once: on the page they load with the first answer that does not fit, a dynamic import.
  wordIssuesWith(english);
  let container: Container | undefined;
  const get = <T>(token: symbol) => {
    if (!container) throw new Error('The page container is not composed yet');
    return container.get<T>(token);
  };
  let signedIn: Promise<AppViewModels> | null = null;
  let admin: Promise<AdminViewModels> | null = null;
  const shell = composeShell(
    config,
    platform,
    new DeferredAuthPort(() => get<AuthPort>(TOKENS.AuthOverHttp)),
    {
      loadSignedIn: () => (signedIn ??= Promise.resolve(get<AppViewModels>(TOKENS.AppViewModels))),
      loadAdmin: () => (admin ??= Promise.resolve(get<AdminViewModels>(TOKENS.AdminViewModels))),
    },
  );
  container = composePage(shell, backend).container;
  container.load(
    httpAdaptersModule,
    ...signedInModules,
    resultUseCasesModule,
    ...briefcaseModules,
    ...orchestrationModules,
    ...adminModules,
    campaignSharedModule,
    campaignListsModule,
    campaignCreationModule,
    campaignDetailModule,
  );
  container.rebind(AuthPort).toService(TOKENS.AuthOverHttp);
  // The ports that load with their first call on the page, answered by their adapters directly.
  const overHttp = <T>(port: symbol, create: (client: HttpClient) => T) =>
    container.rebind(port).toResolvedValue(create, [TOKENS.HttpClient]).inSingletonScope();
  overHttp(AdminPort, (client) => new HttpAdminAdapter(client));
  overHttp(CampaignPort, (client) => new HttpCampaignAdapter(client));
  overHttp(OrchestrationPort, (client) => new HttpOrchestrationAdapter(client));
  return container;
}

export function resolveAppViewModels(container: Container): AppViewModels {
  return container.get<AppViewModels>(TOKENS.AppViewModels);
}
