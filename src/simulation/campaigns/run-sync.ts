import { noteChanged } from '../data/changes';
import type { DemoData } from '../data/types';
import type { DemoRun } from '../orchestration/types';
import { areaChanged, areaIndex, campaignArea } from './area';

/**
 * A campaign whose run has ended takes the run's outcome once: a finished shell run waits for
 * creatives, a youtube-dv360 run for its SDF download, other runs are live; failed and stopped
 * runs mark it so. Answers whether the campaign changed.
 */
export function syncCampaignWithRun(data: DemoData, run: DemoRun, now: number): boolean {
  if (!run.campaignId || run.status === 'in_progress') return false;
  const area = campaignArea(data);
  const campaign = areaIndex(area).campaignById.get(run.campaignId);
  if (campaign?.status !== 'processing' || campaign.orchestration_message_id !== run.messageId) return false;
  if (run.status === 'completed') {
    if (campaign.destination === 'youtube-dv360') campaign.status = 'awaiting_download';
    else if (run.workflow === 'fast-track-shell') campaign.status = 'awaiting_creatives';
    else campaign.status = 'live';
  } else {
    campaign.status = run.status;
  }
  campaign.updated_at = new Date(run.finishedAt ?? now).toISOString();
  areaChanged(area);
  noteChanged(data, 'campaignArea.campaigns', campaign);
  return true;
}
