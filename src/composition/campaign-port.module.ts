import { ContainerModule } from 'inversify';
import { HttpCampaignAdapter } from '../adapters/http/HttpCampaignAdapter';
import type { HttpClient } from '../adapters/http/HttpClient';
import { CampaignOverHttp } from './port-tokens';
import { TOKENS } from './tokens';

/** The campaign adapter over HTTP and its schemas: fetched with CampaignPort's first call (the campaign screens). */
export const campaignPortModule = new ContainerModule(({ bind }) => {
  bind(CampaignOverHttp)
    .toResolvedValue((client: HttpClient) => new HttpCampaignAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
});
