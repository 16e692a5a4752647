import { computed, makeObservable } from 'mobx';
import { renameRule } from '../../../core/domain/campaigns/list-rules';
import type { Page } from '../../../core/domain/lists/page';
import type { ListState } from '../../../core/domain/lists/paged-list-state';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import { failed, type Outcome } from '../../../core/use-cases/outcome';
import { PagedList } from '../../kit/collection/PagedList';
import type { FailureWording } from '../../kit/failure-text';
import type { FieldEdits } from '../../kit/row-actions/FieldEdits';
import { RowActions, type RowActionsDeclaration } from '../../kit/row-actions/RowActions';
import { type DeclaredTextField, textFieldEdits } from '../../kit/row-actions/text-field-edits';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';

export interface AccountListDeps {
  session: CampaignSession;
  lists: Pick<RememberListState, 'recall' | 'remember'>;
  clock: ClockPort;
}

/** A row of these lists: a folder or a campaign. */
export interface NamedRow {
  id: string;
  name: string;
  isPinned: boolean;
}

export interface AccountListDeclaration<Row extends NamedRow> {
  /** The list's key in session storage. */
  name: string;
  sortable: readonly string[];
  texts: {
    noAccount: string;
    loadFailed: string;
    renameFailed: FailureWording;
    pinFailed: FailureWording;
    deleteFailed: FailureWording;
  };
  loadPage(ctx: ActingContext, state: ListState): Promise<Outcome<Page<Row>>>;
  /** The flows of the row actions, each run in the account that acts when the user acts. */
  rename(ctx: ActingContext, row: Row, input: string): Promise<Outcome<unknown>>;
  pin(ctx: ActingContext, row: Row, pinned: boolean): Promise<Outcome<unknown>>;
  remove(ctx: ActingContext, row: Row): Promise<Outcome<unknown>>;
  /** The rows' declared text fields (src/contract/fields/), each edited in a dialog from the row menu. */
  textFields?: {
    declared: Readonly<Record<string, DeclaredTextField>>;
    save(ctx: ActingContext, row: Row, values: Readonly<Record<string, string>>): Promise<Outcome<unknown>>;
    failed: FailureWording;
  };
}

/**
 * A list of the acting account's folders or campaigns (spec 2 §2.4, §2.5): none without an
 * account ('Please select an account…'), paged, sorted and searched on the server, its rows
 * renamed, pinned and deleted through the kit's row actions by users who may create campaigns.
 */
export class AccountList<Row extends NamedRow> {
  readonly list: PagedList<Row>;
  readonly actions: RowActions<Row>;
  /** "Edit <label>" of the declared text fields; null for a list that declares none. */
  readonly fields: FieldEdits<Row> | null;

  constructor(
    protected readonly base: AccountListDeps,
    private readonly declaration: AccountListDeclaration<Row>,
  ) {
    this.list = new PagedList<Row>({
      name: declaration.name,
      sortable: declaration.sortable,
      lists: base.lists,
      clock: base.clock,
      loadPage: (state) => this.inAccount((ctx) => declaration.loadPage(ctx, state)),
      loaded: () => this.actions.settled(),
    });
    this.actions = new RowActions<Row>(this.rowActions());
    this.fields = this.fieldEdits();
    makeObservable(this, { rows: computed, noAccount: computed, mayChange: computed, loadError: computed });
  }

  /** The rows drawn, with renames and pins still saving. */
  get rows(): readonly Row[] {
    return this.actions.shown(this.list.rows);
  }

  get noAccount(): string | null {
    return contextWithAccount(this.base.session) ? null : this.declaration.texts.noAccount;
  }

  /** The create permission of spec 2 §5/§6 gates every change on these screens. */
  get mayChange(): boolean {
    return mayCreateCampaigns(this.base.session);
  }

  get loadError(): string | null {
    return this.list.loadFailed ? this.declaration.texts.loadFailed : null;
  }

  /** The screen opened (or the account changed) with the address's list parameters. */
  async opened(address: Readonly<Record<string, string | undefined>>): Promise<void> {
    this.list.restore(address);
    if (!this.noAccount) await this.list.load();
  }

  /** Runs a flow in the acting account; without one it says so and runs nothing. */
  inAccount<T>(run: (ctx: ActingContext) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const ctx = contextWithAccount(this.base.session);
    return ctx ? run(ctx) : Promise.resolve(failed('not-allowed', this.declaration.texts.noAccount));
  }

  dispose(): void {
    this.list.dispose();
  }

  /** A saved field reads the page again: the list may be sorted or searched by it. */
  private fieldEdits(): FieldEdits<Row> | null {
    const { textFields } = this.declaration;
    if (!textFields) return null;
    return textFieldEdits<Row>(textFields.declared, {
      find: (id) => this.list.rows.find((row) => row.id === id),
      allowed: () => this.mayChange,
      save: (row, values) => this.inAccount((ctx) => textFields.save(ctx, row, values)),
      saved: () => this.list.load(),
      failed: textFields.failed,
    });
  }

  /**
   * Rename in place (a blank or unchanged name sends nothing), Pin/Unpin and Delete after the
   * question; pinned rows sort first, so a pin or a delete reads the page again.
   */
  private rowActions(): RowActionsDeclaration<Row> {
    const { rename, pin, remove, texts } = this.declaration;
    const allowed = () => this.mayChange;
    const reload = () => this.list.load();
    return {
      idOf: (row) => row.id,
      find: (id) => this.list.rows.find((row) => row.id === id),
      rename: {
        allowed,
        planned: (row, input) => {
          const rule = renameRule(row.name, input);
          return rule.kind === 'renamed' ? rule.name : null;
        },
        shown: (name) => ({ name }) as Partial<Row>,
        save: (row, input) => this.inAccount((ctx) => rename(ctx, row, input)),
        failed: texts.renameFailed,
      },
      pin: {
        allowed,
        pinned: (row) => row.isPinned,
        shown: (isPinned) => ({ isPinned }) as Partial<Row>,
        save: (row, pinned) => this.inAccount((ctx) => pin(ctx, row, pinned)),
        failed: texts.pinFailed,
        saved: reload,
      },
      remove: {
        allowed,
        save: (row) => this.inAccount((ctx) => remove(ctx, row)),
        failed: texts.deleteFailed,
        removed: reload,
      },
    };
  }
}
