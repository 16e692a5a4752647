import type { Campaign } from '../domain/campaign';
import type { CreationFormState } from '../domain/campaigns/creation-rules';

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

/** A creation form that breaks no rule: Holiday, on Facebook, in folder f1, one file. */
export function aCreationForm(extra: Partial<CreationFormState> = {}): CreationFormState {
  return {
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
    ...extra,
  };
}
