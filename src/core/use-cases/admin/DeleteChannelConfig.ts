import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Deletes a channel config and its assignments (after confirmation). */
export class DeleteChannelConfig {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; channelId: string }): Promise<Outcome<void>> {
    return attempt(() => this.admin.deleteChannel(request.userId, request.channelId));
  }
}

export const DeleteChannelConfigToken = Symbol.for('DeleteChannelConfig');
