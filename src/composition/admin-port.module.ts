import { ContainerModule } from 'inversify';
import { HttpAdminAdapter } from '../adapters/http/HttpAdminAdapter';
import type { HttpClient } from '../adapters/http/HttpClient';
import { AdminOverHttp } from './admin-port-token';
import { TOKENS } from './tokens';

/**
 * The admin adapter over HTTP and its schemas: fetched with AdminPort's first call (http.module's
 * deferred AdminPort), since only the admin dashboard and the campaign creation's options call it.
 */
export const adminPortModule = new ContainerModule(({ bind }) => {
  bind(AdminOverHttp)
    .toResolvedValue((client: HttpClient) => new HttpAdminAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
});
