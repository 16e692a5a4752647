import type { AccountChannelAssignment } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The enable/disable toggle of an assignment: answers the new state. */
export class ToggleChannelAssignment {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    assignment: AccountChannelAssignment;
  }): Promise<Outcome<boolean>> {
    const next = !request.assignment.is_enabled;
    const saved = await attempt(() =>
      this.admin.setChannelAssignmentEnabled(request.userId, request.assignment.id, next),
    );
    return saved.ok ? { ok: true, value: next } : saved;
  }
}

export const ToggleChannelAssignmentToken = Symbol.for('ToggleChannelAssignment');
