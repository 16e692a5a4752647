import { ContainerModule } from 'inversify';
import { whenIdle } from '../adapters/browser/when-idle';
import { HttpAuthAdapter } from '../adapters/http/HttpAuthAdapter';
import { HttpChatAdapter } from '../adapters/http/HttpChatAdapter';
import { HttpClient } from '../adapters/http/HttpClient';
import { AdminPort } from '../core/ports/AdminPort';
import { CampaignPort } from '../core/ports/CampaignPort';
import { ChatPort } from '../core/ports/ChatPort';
import { OrchestrationPort } from '../core/ports/OrchestrationPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppConfig } from './config';
import { deferredPort } from './deferred-port';
import { TOKENS } from './tokens';

/**
 * The ports over HTTP. The address and the fetch are bound by the profile module: the real
 * backend (or the mock server) over the network, or the demo backend in process. Loaded on
 * demand (shellContainer.ts): AuthPort itself is a DeferredAuthPort over `TOKENS.AuthOverHttp`.
 */
export const httpAdaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.HttpClient)
    .toResolvedValue(
      (config: AppConfig, baseUrl: string, fetchFn: typeof fetch, storage: StoragePort) =>
        new HttpClient({
          baseUrl,
          apiKey: config.apiKey,
          fetch: fetchFn,
          getToken: async () => (await storage.loadSession())?.idToken ?? null,
        }),
      [TOKENS.AppConfig, TOKENS.BackendBaseUrl, TOKENS.Fetch, StoragePort],
    )
    .inSingletonScope();
  const overHttp = <T>(token: symbol, create: (client: HttpClient) => T) =>
    bind<T>(token).toResolvedValue(create, [TOKENS.HttpClient]).inSingletonScope();
  overHttp(TOKENS.AuthOverHttp, (client) => new HttpAuthAdapter(client));
  overHttp(ChatPort, (client) => new HttpChatAdapter(client, whenIdle));
  // The ports only some screens call: each adapter and its schemas load with the first call
  // instead of with every signed-in screen (decisions "Ports that load with their first call").
  // Orchestration: the run panels and /status; campaigns: the campaign screens (-1.3 kB gz each).
  overHttp(OrchestrationPort, (client) =>
    deferredPort<OrchestrationPort>(() =>
      import('../adapters/http/HttpOrchestrationAdapter').then((m) => new m.HttpOrchestrationAdapter(client)),
    ),
  );
  overHttp(CampaignPort, (client) =>
    deferredPort<CampaignPort>(() =>
      import('../adapters/http/HttpCampaignAdapter').then((m) => new m.HttpCampaignAdapter(client)),
    ),
  );
  // Admin: the admin dashboard and the campaign creation's options (-1.4 kB gz).
  overHttp(AdminPort, (client) =>
    deferredPort<AdminPort>(() =>
      import('../adapters/http/HttpAdminAdapter').then((m) => new m.HttpAdminAdapter(client)),
    ),
  );
});
