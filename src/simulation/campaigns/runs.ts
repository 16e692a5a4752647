import type { RouteContext } from '../api/context';
import type { AreaCaller } from './access';
import type { DemoCampaign } from './types';

export interface StartedRun {
  chatId: string;
  messageId: string;
}

/**
 * Starts an orchestration run for a campaign on the demo backend's run engine and records it on
 * the campaign. Answers null when no run could start.
 */
export function startCampaignRun(
  _ctx: RouteContext,
  _caller: AreaCaller,
  _campaign: DemoCampaign,
  _type: string,
): StartedRun | null {
  return null;
}
