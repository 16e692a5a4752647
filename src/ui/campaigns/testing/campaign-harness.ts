import { observable } from 'mobx';
import type { Pagination } from '../../../core/domain/lists/page';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { CampaignPort } from '../../../core/ports/CampaignPort';
import { FakeStoragePort } from '../../../core/testing/FakeStoragePort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { RecordingPort } from '../../../core/testing/RecordingPort';
import { aUser } from '../../../core/testing/users';
import { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import { PortCalls } from '../../../core/use-cases/port-calls';
import type { CampaignSession } from '../CampaignSession';

/** One page holding these rows, as the campaign routes answer it. */
export function pageOf<T>(items: T[]): { items: T[]; pagination: Pagination } {
  return {
    items,
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalItems: items.length,
      itemsPerPage: 10,
      hasNextPage: false,
      hasPrevPage: false,
    },
  };
}

/**
 * What the campaign screens' view models stand on in tests: a RecordingPort of the CampaignPort (answering
 * `answers` per method), session storage, a manual clock, and a session that may create
 * campaigns in Acme Media unless told otherwise.
 */
export function campaignHarness(answers: Partial<Record<keyof CampaignPort, unknown>> = {}) {
  const campaigns = new RecordingPort<CampaignPort>();
  for (const [method, answer] of Object.entries(answers))
    campaigns.answers.set(method as keyof CampaignPort, answer);
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
    base: { session, clock, lists: new RememberListState(storage), calls: new PortCalls(campaigns.port) },
  };
}
