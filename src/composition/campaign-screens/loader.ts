import type {
  CampaignScreenName,
  CampaignScreens,
  LoadCampaignScreen,
} from '../../ui/campaigns/CampaignScreens';
import type { LazyModules } from '../lazy-modules';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

/**
 * Loads a campaign screen's flows and view models with its route: the lists, the creation and
 * the campaign page are separate chunks, so /campaigns does not download the campaign page.
 * Each screen answers one promise (React's `use` reads it on every render); a failed load is not
 * remembered, so the next visit tries again.
 */
export function campaignScreenLoader(lazy: LazyModules): LoadCampaignScreen {
  const shared = lazy.loadOnce(CAMPAIGN_SCREEN_TOKENS.banner, () =>
    import('./shared.module').then((m) => [m.campaignSharedModule]),
  );
  const lists = lazy.loadOnce(CAMPAIGN_SCREEN_TOKENS.folders, () =>
    import('./lists.module').then((m) => [m.campaignListsModule]),
  );
  const creation = lazy.loadOnce(CAMPAIGN_SCREEN_TOKENS.creation, () =>
    import('./creation.module').then((m) => [m.campaignCreationModule]),
  );
  const detail = lazy.loadOnce(CAMPAIGN_SCREEN_TOKENS.detail, () =>
    import('./detail.module').then((m) => [m.campaignDetailModule]),
  );
  const screenModules: Record<CampaignScreenName, () => Promise<void>> = {
    folders: lists,
    campaigns: lists,
    creation,
    detail,
  };
  const loading = new Map<CampaignScreenName, Promise<unknown>>();
  return <Name extends CampaignScreenName>(screen: Name) => {
    let factory = loading.get(screen);
    if (!factory) {
      factory = Promise.all([shared(), screenModules[screen]()])
        .then(() => lazy.get(CAMPAIGN_SCREEN_TOKENS[screen]))
        .catch((error: unknown) => {
          loading.delete(screen);
          throw error;
        });
      loading.set(screen, factory);
    }
    return factory as Promise<CampaignScreens[Name]>;
  };
}
