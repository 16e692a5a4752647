import type { Campaign } from '../domain/campaign';
import type { CreationFormState } from '../domain/campaigns/creation-rules';
import { builderOf } from './builder';
import { aCampaign } from './builders';

/** A campaign on DV360 as the campaign page's flows' tests know it: Spring, in folder Q2, advertiser adv-9. */
export function aDv360Campaign(extra: Partial<Campaign> = {}): Campaign {
  return aCampaign({
    id: 'c-1',
    name: 'Spring',
    description: 'Spring flight',
    destination: 'dv360',
    folderName: 'Q2',
    advertiserId: 'adv-9',
    ...extra,
  });
}

/** A creation form that breaks no rule: Holiday, on Facebook, in folder f1, one file. */
export const aCreationForm = builderOf<CreationFormState>({
  hasAccount: true,
  mayCreate: true,
  folderId: 'f1',
  name: 'Holiday',
  multiChannel: false,
  destination: 'facebook',
  destinations: [],
  advertiserId: '',
  platformAccountId: '',
  profileId: '',
  fileCount: 1,
});
