import { DESTINATION_IDS } from '../data/destinations';
import type { DemoData } from '../data/types';

/**
 * Every destination with whether the account has an enabled channel for it: a channel counts
 * when it is assigned to the account and switched on (spec 3 "Channel Config").
 */
export function enabledChannelsOf(data: DemoData, accountId: string): Record<string, boolean> {
  // No prototype: looking up a destination a user typed (`constructor`) finds nothing.
  const flags: Record<string, boolean> = Object.assign(
    Object.create(null),
    Object.fromEntries(DESTINATION_IDS.map((id) => [id, false])),
  );
  for (const assignment of data.accountChannels) {
    if (assignment.account_id !== accountId || !assignment.is_enabled) continue;
    const config = data.channelConfigs.find((channel) => channel.id === assignment.channel_id);
    const type = data.channelTypes.find((candidate) => candidate.id === config?.channel_type_id);
    if (type) flags[type.destination] = true;
  }
  return flags;
}
