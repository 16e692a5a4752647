import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Adds or edits a setting (spec 3 §5): the key is required (and fixed while editing: the view keeps it). */
export class SaveAccountSetting {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    accountId: string;
    key: string;
    value: string;
  }): Promise<Outcome> {
    const key = request.key.trim();
    if (!key) return refusedByRule(ADMIN_TEXTS.settingKeyRequired);
    return attempt(() =>
      this.admin.saveAccountSetting(request.userId, request.accountId, key, request.value),
    );
  }
}
