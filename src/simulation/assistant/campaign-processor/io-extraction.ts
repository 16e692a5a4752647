import type { CampaignDraft } from '../shared/campaign-draft';
import { readInsertionOrder } from './read-insertion-order';
import { draftFromReading } from './reading/draft-from-reading';

/** An insertion order's text read into a campaign draft (values only; see readInsertionOrder for sources). */
export function extractInsertionOrder(text: string): CampaignDraft {
  return draftFromReading(readInsertionOrder(text)).draft;
}
