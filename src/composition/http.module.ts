import { ContainerModule } from 'inversify';
import { HttpAuthAdapter } from '../adapters/http/HttpAuthAdapter';
import { HttpChatAdapter } from '../adapters/http/HttpChatAdapter';
import { HttpClient } from '../adapters/http/HttpClient';
import { AuthPort } from '../core/ports/AuthPort';
import { ChatPort } from '../core/ports/ChatPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/**
 * The ports over HTTP. The address and the fetch are bound by the profile module: the real
 * backend (or the mock server) over the network, or the demo backend in process.
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
        }),
      [TOKENS.AppConfig, TOKENS.BackendBaseUrl, TOKENS.Fetch, StoragePort],
    )
    .inSingletonScope();
  bind(AuthPort)
    .toResolvedValue((client: HttpClient) => new HttpAuthAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
  bind(ChatPort)
    .toResolvedValue((client: HttpClient) => new HttpChatAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
});
