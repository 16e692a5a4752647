import { ContainerModule } from 'inversify';
import { whenIdle } from '../adapters/browser/when-idle';
import { xhrFormSender } from '../adapters/http/form-upload';
import { HttpAuthAdapter } from '../adapters/http/HttpAuthAdapter';
import { HttpCampaignAdapter } from '../adapters/http/HttpCampaignAdapter';
import { HttpChatAdapter } from '../adapters/http/HttpChatAdapter';
import { HttpClient } from '../adapters/http/HttpClient';
import { HttpOrchestrationAdapter } from '../adapters/http/HttpOrchestrationAdapter';
import { AdminPort } from '../core/ports/AdminPort';
import { CampaignPort } from '../core/ports/CampaignPort';
import { ChatPort } from '../core/ports/ChatPort';
import { OrchestrationPort } from '../core/ports/OrchestrationPort';
import { StoragePort } from '../core/ports/StoragePort';
import { AdminOverHttp } from './admin-port-token';
import type { AppConfig } from './config';
import { deferredPort } from './deferred-port';
import type { LazyModules } from './lazy-modules';
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
          getToken: () => storage.loadSession()?.idToken ?? null,
          // Over the network, uploads go through XMLHttpRequest: fetch reports nothing while a body
          // leaves. The memory profile's backend answers its fetch in process.
          ...(config.profile === 'http' ? { sendForm: xhrFormSender() } : {}),
        }),
      [TOKENS.AppConfig, TOKENS.BackendBaseUrl, TOKENS.Fetch, StoragePort],
    )
    .inSingletonScope();
  const overHttp = <T>(token: symbol, create: (client: HttpClient) => T) =>
    bind<T>(token).toResolvedValue(create, [TOKENS.HttpClient]).inSingletonScope();
  overHttp(TOKENS.AuthOverHttp, (client) => new HttpAuthAdapter(client));
  overHttp(ChatPort, (client) => new HttpChatAdapter(client, whenIdle));
  overHttp(OrchestrationPort, (client) => new HttpOrchestrationAdapter(client));
  overHttp(CampaignPort, (client) => new HttpCampaignAdapter(client));
  // Only the admin dashboard and the campaign creation's options call it: the adapter and its
  // schemas load with that first call instead of with every signed-in screen (-1.4 kB gz each).
  bind(AdminPort)
    .toResolvedValue(
      (lazy: LazyModules) =>
        deferredPort<AdminPort>(() =>
          lazy
            .loadOnce(AdminOverHttp, () => import('./admin-port.module').then((m) => [m.adminPortModule]))()
            .then(() => lazy.get<AdminPort>(AdminOverHttp)),
        ),
      [TOKENS.LazyModules],
    )
    .inSingletonScope();
});
