import { observable } from 'mobx';
import type { Campaign, Folder } from '../../../core/domain/campaign';
import type { ActingContext } from '../../../core/ports/acting-context';
import { FakeCampaignPort } from '../../../core/testing/FakeCampaignPort';
import { FakeStoragePort } from '../../../core/testing/FakeStoragePort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import { PortCalls } from '../../../core/use-cases/port-calls';
import type { CampaignSession } from '../CampaignSession';

/**
 * What the campaign screens' view models stand on in tests: the campaign port's fake holding
 * these folders and campaigns, session storage, a manual clock, and a session that may create
 * campaigns in Acme Media unless told otherwise.
 */
export function campaignHarness(held: { folders?: Folder[]; campaigns?: Campaign[] } = {}) {
  const campaigns = new FakeCampaignPort(...(held.campaigns ?? []));
  campaigns.folders = [...(held.folders ?? [])];
  const session = observable(
    {
      actingContext: { userId: 'u-1', accountId: 'acc-1' } as ActingContext | null,
      user: aUser({ permissions: { create_campaign: true } }),
      enabledChannels: { facebook: true, dv360: true },
    },
    {},
    { deep: false },
  ) as CampaignSession & { actingContext: ActingContext | null; user: ReturnType<typeof aUser> };
  const clock = new ManualClock();
  const storage = new FakeStoragePort();
  return {
    campaigns,
    session,
    clock,
    storage,
    base: { session, clock, lists: new RememberListState(storage), calls: new PortCalls(campaigns) },
  };
}
