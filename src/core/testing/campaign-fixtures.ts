import type { Campaign } from '../domain/campaign';

/** A campaign as the campaign page's flows' tests know it: Spring, on DV360, in folder Q2. */
export function aCampaign(extra: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c-1',
    name: 'Spring',
    description: 'Spring flight',
    status: 'draft',
    destination: 'dv360',
    folderName: 'Q2',
    advertiserId: 'adv-9',
    isPinned: false,
    createdAt: '',
    updatedAt: '',
    files: [],
    ...extra,
  };
}
