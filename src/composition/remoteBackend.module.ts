import { ContainerModule } from 'inversify';
import { resolveBaseUrl } from '../adapters/http/baseUrl';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/** `http` profile: the real backend behind /backend, or the mock server when the page runs on localhost. */
export function remoteBackendModule(config: AppConfig, location: { hostname: string; origin: string }) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.BackendBaseUrl).toConstantValue(resolveBaseUrl(location, config.demoBackend));
    bind(TOKENS.Fetch).toConstantValue((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  });
}
