import { noteChanged } from '../data/changes';
import { insert } from '../data/collections';
import { DESTINATION_IDS } from '../data/destinations';
import { nextId } from '../data/ids';
import type { DemoData } from '../data/types';

/**
 * Test arrangement: every destination enabled for an account and no channel in a sandbox outage,
 * so that every platform's work can be reached from its chats.
 */
export function enableEveryDestination(data: DemoData, accountId: string): void {
  for (const config of data.channelConfigs) {
    if (config.field_values.outage === undefined) continue;
    delete config.field_values.outage;
    noteChanged(data, 'channelConfigs', config);
  }
  for (const destination of DESTINATION_IDS) {
    const type = data.channelTypes.find((candidate) => candidate.destination === destination);
    if (!type) continue;
    const id = nextId(data, 'channel');
    insert(data, 'channelConfigs', {
      id,
      name: `${type.name} (walk)`,
      channel_type_id: type.id,
      field_values: {},
      created_by: null,
      created_at: new Date(0).toISOString(),
    });
    insert(data, 'accountChannels', {
      id: nextId(data, 'acch'),
      account_id: accountId,
      channel_id: id,
      is_enabled: true,
      created_at: new Date(0).toISOString(),
    });
  }
}
