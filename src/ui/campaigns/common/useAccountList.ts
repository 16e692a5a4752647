import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/session-feature';
import type { CampaignScreens } from '../CampaignScreens';
import type { AccountList, NamedRow } from './AccountList';
import { useCampaignScreen } from './useCampaignScreen';

/** The address's parameters as a plain record. */
function addressOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

/**
 * A list screen's view model for /folders or /campaigns: made once per visit, opened again when
 * the account (or a parameter named in `reopenOn`) changes, disposed when the screen goes. Its
 * page, sort and search stay in the address (`?page=&size=&sort=&q=`) beside the `keep` ones.
 */
export function useAccountList<Name extends 'folders' | 'campaigns'>(
  screen: Name,
  keep: readonly string[] = [],
): ReturnType<CampaignScreens[Name]> {
  const create = useCampaignScreen(screen) as unknown as () => AccountList<NamedRow>;
  const session = useSession();
  const [vm] = useState(create);
  const [params, setParams] = useSearchParams();
  const reopenOn = keep.map((key) => params.get(key)).join('&');
  const accountId = session.actingAccountId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens for another account or a kept parameter; the rest of the address is read once per opening
  useEffect(() => {
    void vm.opened(addressOf(params));
  }, [vm, accountId, reopenOn]);
  useEffect(() => () => vm.dispose(), [vm]);
  useEffect(
    () =>
      reaction(
        () => vm.list.query,
        (query) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(query);
              for (const key of keep) {
                const value = current.get(key);
                if (value) next.set(key, value);
              }
              return next;
            },
            { replace: true },
          ),
      ),
    [vm, keep, setParams],
  );
  return vm as ReturnType<CampaignScreens[Name]>;
}
