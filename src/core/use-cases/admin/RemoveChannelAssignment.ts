import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Removes a channel from an account (after confirmation). */
export class RemoveChannelAssignment {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; assignmentId: string }): Promise<Outcome<void>> {
    return attempt(() => this.admin.removeChannelAssignment(request.userId, request.assignmentId));
  }
}

export const RemoveChannelAssignmentToken = Symbol.for('RemoveChannelAssignment');
