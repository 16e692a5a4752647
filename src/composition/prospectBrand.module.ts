import { ContainerModule } from 'inversify';
import type { HttpClient } from '../adapters/http/HttpClient';
import { HttpDemoAdapter } from '../adapters/http/HttpDemoAdapter';
import type { DemoPort } from '../core/ports/DemoPort';
import { PortCalls } from '../core/use-cases/port-calls';
import { ProspectBrand } from '../ui/presenter/ProspectBrand';
import { TOKENS } from './tokens';

/**
 * The prospect in the header (issue 29), loaded after the signed-in frame shows, on demo backends
 * only. It reads the packs through an adapter of its own: the DemoPort binding loads with the
 * presenter's panel (presenter.module), whose chunk the header must not pull into every page.
 */
export const prospectBrandModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ProspectBrand)
    .toResolvedValue(
      (client: HttpClient) => new ProspectBrand(new PortCalls<DemoPort>(new HttpDemoAdapter(client))),
      [TOKENS.HttpClient],
    )
    .inSingletonScope();
});
