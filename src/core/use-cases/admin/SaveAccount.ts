import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AccountDraft, AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Adds or edits an account (spec 3 §2, §4, §5): the name is required, a new account is active. */
export class SaveAccount {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    accountId: string | null;
    draft: AccountDraft;
  }): Promise<Outcome> {
    const name = request.draft.name.trim();
    if (!name) return refusedByRule(ADMIN_TEXTS.accountNameRequired);
    const { accountId } = request;
    const description = request.draft.description?.trim() ?? '';
    return attempt(() =>
      accountId
        ? this.admin.updateAccount(request.userId, accountId, {
            name,
            description,
            status: request.draft.status ?? 'active',
          })
        : this.admin.createAccount(request.userId, { name, description, status: 'active' }),
    );
  }
}
