import { ContainerModule } from 'inversify';
import type { HttpClient } from '../adapters/http/HttpClient';
import { HttpOrchestrationAdapter } from '../adapters/http/HttpOrchestrationAdapter';
import { OrchestrationOverHttp } from './port-tokens';
import { TOKENS } from './tokens';

/**
 * The orchestration adapter over HTTP and its schemas: fetched with OrchestrationPort's first call
 * (http.module's deferred port): only the run panels, /status and the campaign page call it.
 */
export const orchestrationPortModule = new ContainerModule(({ bind }) => {
  bind(OrchestrationOverHttp)
    .toResolvedValue((client: HttpClient) => new HttpOrchestrationAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
});
