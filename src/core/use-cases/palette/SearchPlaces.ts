import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** A campaign or a folder a search found: what a palette shows and where it leads. */
export interface FoundPlace {
  readonly id: string;
  readonly name: string;
}

export interface FoundPlaces {
  readonly campaigns: readonly FoundPlace[];
  readonly folders: readonly FoundPlace[];
}

/** How many of each a search brings: a palette shows a handful, the lists page the rest. */
export const PLACES_PER_SEARCH = 8;

/**
 * The account's campaigns and folders whose names match a search. Both lists are paged on the
 * server (10,000 campaigns in the Scale pack), so the backend's own search answers, not a list
 * held in the page.
 */
export class SearchPlaces {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; search: string }): Promise<Outcome<FoundPlaces>> {
    const query = { search: request.search, page: 1, limit: PLACES_PER_SEARCH };
    return attempt(async () => {
      const [campaigns, folders] = await Promise.all([
        this.campaigns.listCampaigns(request.ctx, query),
        this.campaigns.listFolders(request.ctx, query),
      ]);
      const place = ({ id, name }: FoundPlace): FoundPlace => ({ id, name });
      return { campaigns: campaigns.items.map(place), folders: folders.items.map(place) };
    });
  }
}

export const SearchPlacesToken = Symbol.for('SearchPlaces');
