import { ContainerModule } from 'inversify';
import { whenIdle } from '../adapters/browser/when-idle';
import type { FormSender } from '../adapters/http/form-upload';
import { HttpAuthAdapter } from '../adapters/http/HttpAuthAdapter';
import { HttpChatAdapter } from '../adapters/http/HttpChatAdapter';
import { HttpClient } from '../adapters/http/HttpClient';
import { AdminPort } from '../core/ports/AdminPort';
import { CampaignPort } from '../core/ports/CampaignPort';
import { ChatPort } from '../core/ports/ChatPort';
import { ClockPort } from '../core/ports/ClockPort';
import { OrchestrationPort } from '../core/ports/OrchestrationPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { SessionStore } from '../ui/session/SessionStore';
import { AdminOverHttp } from './admin-port-token';
import type { AppConfig } from './config';
import { deferredPort } from './deferred-port';
import type { LazyModules } from './lazy-modules';
import { CampaignOverHttp, OrchestrationOverHttp } from './port-tokens';
import { TOKENS } from './tokens';

/**
 * The ports over HTTP. The address and the fetch are bound by the profile module: the real
 * backend (or the mock server) over the network, or the demo backend in process. Loaded on
 * demand (shellContainer.ts): AuthPort itself is a DeferredAuthPort over `TOKENS.AuthOverHttp`.
 */
export const httpAdaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.HttpClient)
    .toResolvedValue(
      (
        config: AppConfig,
        baseUrl: string,
        fetchFn: typeof fetch,
        storage: StoragePort,
        session: SessionStore,
        clock: ClockPort,
      ) =>
        new HttpClient({
          baseUrl,
          apiKey: config.apiKey,
          fetch: fetchFn,
          getToken: async () => (await storage.loadSession())?.idToken ?? null,
          onSignedOut: (words) => session.backendSignedOut(words),
          clock,
          // Over the network, uploads go through XMLHttpRequest: fetch reports nothing while a body
          // leaves. The memory profile's backend answers its fetch in process.
          ...(config.profile === 'http' ? { sendForm: xhrOnFirstUpload() } : {}),
        }),
      [TOKENS.AppConfig, TOKENS.BackendBaseUrl, TOKENS.Fetch, StoragePort, TOKENS.SessionStore, ClockPort],
    )
    .inSingletonScope();
  const overHttp = <T>(token: symbol, create: (client: HttpClient) => T) =>
    bind<T>(token).toResolvedValue(create, [TOKENS.HttpClient]).inSingletonScope();
  overHttp(TOKENS.AuthOverHttp, (client) => new HttpAuthAdapter(client));
  overHttp(ChatPort, (client) => new HttpChatAdapter(client, whenIdle));
  // The ports only some screens call: each adapter and its schemas load with the port's first
  // call instead of with every signed-in screen (decisions "Ports that load with their first call"):
  // orchestration (the run panels, /status), campaigns (the campaign screens), admin (the admin
  // dashboard and the campaign creation's options).
  const onFirstCall = <T extends object>(
    port: symbol,
    adapter: symbol,
    fetchModule: () => Promise<ContainerModule>,
  ) =>
    bind(port)
      .toResolvedValue(
        (lazy: LazyModules) =>
          deferredPort<T>(() =>
            lazy
              .loadOnce(adapter, () => fetchModule().then((module) => [module]))()
              .then(() => lazy.get<T>(adapter)),
          ),
        [TOKENS.LazyModules],
      )
      .inSingletonScope();
  onFirstCall<OrchestrationPort>(OrchestrationPort, OrchestrationOverHttp, () =>
    import('./orchestration-port.module').then((m) => m.orchestrationPortModule),
  );
  onFirstCall<CampaignPort>(CampaignPort, CampaignOverHttp, () =>
    import('./campaign-port.module').then((m) => m.campaignPortModule),
  );
  onFirstCall<AdminPort>(AdminPort, AdminOverHttp, () =>
    import('./admin-port.module').then((m) => m.adminPortModule),
  );
});

/** XMLHttpRequest's sender, its code fetched with the first upload rather than with every screen. */
function xhrOnFirstUpload(): FormSender {
  let sender: Promise<FormSender> | null = null;
  return (request) => {
    sender ??= import('../adapters/http/xhr-form-sender')
      .then((m) => m.xhrFormSender())
      .catch((error: unknown) => {
        sender = null;
        throw error;
      });
    return sender.then((send) => send(request));
  };
}
