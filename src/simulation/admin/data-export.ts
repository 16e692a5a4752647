import type { DemoData } from '../data/types';
import { enabledChannelsOf } from '../users/enabledChannels';

/** The audience data of the Data Export tab: one record per account and enabled destination. */
export function audienceRecords(data: DemoData) {
  return data.accounts.flatMap((account) =>
    Object.entries(enabledChannelsOf(data, account.id))
      .filter(([, enabled]) => enabled)
      .map(([destination]) => ({
        account_id: account.id,
        account_name: account.name,
        destination,
        audience: `${account.name} — ${destination} converters`,
        members: data.users.filter((user) => user.account_id === account.id).length * 1250,
      })),
  );
}
