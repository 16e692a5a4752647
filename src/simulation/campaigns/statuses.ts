import { CAMPAIGN_STATUSES } from '../../contract/requests/value-lists';

/** Every status a campaign can hold (spec 2 §4.2): the contract's list. */
export { CAMPAIGN_STATUSES };

/** The statuses the seed shows, one badge each; a timed-out campaign only comes from a run. */
export const SEED_STATUSES = CAMPAIGN_STATUSES.filter((status) => status !== 'timeout');
