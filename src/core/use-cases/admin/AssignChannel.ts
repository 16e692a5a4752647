import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Assigns a channel to an account (spec 3 §5: account and channel required). */
export class AssignChannel {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    accountId: string | null;
    channelId: string | null;
    isEnabled: boolean;
  }): Promise<Outcome> {
    const { accountId, channelId } = request;
    if (!accountId || !channelId) return refusedByRule(ADMIN_TEXTS.assignmentFieldsRequired);
    return attempt(() =>
      this.admin.assignChannel(request.userId, { accountId, channelId, isEnabled: request.isEnabled }),
    );
  }
}
