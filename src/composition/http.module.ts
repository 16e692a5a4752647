import { ContainerModule } from 'inversify';
import { HttpAuthAdapter } from '../adapters/http/HttpAuthAdapter';
import { HttpClient } from '../adapters/http/HttpClient';
import { AuthPort } from '../core/ports/AuthPort';
import { StoragePort } from '../core/ports/StoragePort';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/**
 * The HTTP client and the port the login needs over it. The address and the fetch are bound by
 * the profile module: the real backend (or the mock server) over the network, or the demo backend
 * in process. The other ports over HTTP come with the signed-in part (signedIn.module.ts).
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
});
