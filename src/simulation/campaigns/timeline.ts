import { messageById } from '../data/indexes';
import type { DemoData } from '../data/types';
import { campaignArea } from './area';
import type { DemoCampaign } from './types';

const nameOf = (data: DemoData, userId: string) =>
  data.users.find((user) => user.id === userId)?.display_name ?? 'Unknown user';

/**
 * A campaign's activity (spec 2 §3 Campaign message), newest first: the messages of its runs and
 * its creative uploads and assignments. An assignment still inside its processing time shows as
 * processing (time is lazy here too).
 */
export function campaignTimeline(data: DemoData, campaign: DemoCampaign, now: number) {
  // By id through the index: the timeline costs the campaign's runs, not every stored message.
  const runs = data.runs
    .filter((run) => run.campaignId === campaign.id)
    .map((run) => messageById(data, run.messageId))
    .filter((message) => message !== undefined)
    .map((message) => ({
      message_id: message.id,
      chat_id: message.chat_id,
      message_type: message.action ?? 'orchestration',
      action: message.action ?? 'orchestration',
      status: message.status ?? 'completed',
      content: message.content,
      json_response: message.jsonResponse ?? null,
      is_primary: message.id === campaign.orchestration_message_id,
      message_timestamp: message.timestamp,
      created_by_name: nameOf(data, message.user_id),
    }));
  const activity = campaignArea(data)
    .activity.filter((entry) => entry.campaign_id === campaign.id)
    .map((entry) => {
      const due = entry.completesAt === undefined || entry.completesAt <= now;
      return {
        message_id: entry.id,
        chat_id: entry.chat_id,
        message_type: entry.message_type,
        action: entry.action,
        status: due ? entry.status : 'processing',
        content: due ? entry.content : 'Assigning creatives to the campaign…',
        json_response: due ? (entry.json_response ?? null) : null,
        is_primary: false,
        message_timestamp: entry.timestamp,
        created_by_name: nameOf(data, entry.created_by),
      };
    });
  return [...runs, ...activity].sort((a, b) => (a.message_timestamp < b.message_timestamp ? 1 : -1));
}
