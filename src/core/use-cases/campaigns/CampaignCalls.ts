import type { CampaignPort } from '../../ports/CampaignPort';
import type { PortCalls } from '../port-calls';

/**
 * The folder and campaign flows that are one CampaignPort call each (a page of a list, pin,
 * delete a campaign), answered as Outcomes. The flows that decide something are their own classes.
 */
export type CampaignCalls = PortCalls<CampaignPort>;

export const CampaignCallsToken = Symbol.for('CampaignCalls');
