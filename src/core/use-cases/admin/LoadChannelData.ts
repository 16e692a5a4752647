import type { AccountChannelAssignment, ChannelConfig, ChannelType } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

export interface ChannelData {
  channels: ChannelConfig[];
  types: ChannelType[];
  assignments: AccountChannelAssignment[];
}

/** The Channel Config tab's three lists, fetched side by side; any failure fails the tab (spec 3 §8). */
export class LoadChannelData {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string }): Promise<Outcome<ChannelData>> {
    return attempt(async () => {
      const [channels, types, assignments] = await Promise.all([
        this.admin.listChannels(request.userId),
        this.admin.listChannelTypes(request.userId),
        this.admin.listAccountChannels(request.userId),
      ]);
      return { channels, types, assignments };
    });
  }
}
