import { DESTINATIONS } from '../../contract/requests/value-lists';

/** Destination ids known to the product (spec 1 §1, spec 3 §3): the contract's list. */
export const DESTINATION_IDS = DESTINATIONS;

export type DestinationId = (typeof DESTINATION_IDS)[number];
