import type { AdminDashboardViewModel } from '../../../src/ui/admin/AdminDashboardViewModel';
import type { AdminSection } from '../../../src/ui/admin/common/admin-section';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';

/** Where a table says what went wrong: its dialog, its error line, its load. */
interface ErrorLines {
  readonly form: { readonly error: string | null } | null;
  readonly error: string | null;
  readonly list: { readonly loadError: string | null };
}

/** Long enough for the 50 ms switch and load delays and the 300 ms search debounce. */
const PAUSE_MS = 400;

/** The administration area through its view models, on the memory profile. */
export class ViewModelAdmin {
  /** The dashboard the last opening made, if the address let it open. */
  dashboardVm: AdminDashboardViewModel | null = null;

  constructor(readonly app: UseTheViewModels) {}

  /** The open dashboard's view model, as the page would render it. */
  get dashboard(): AdminDashboardViewModel {
    if (!this.dashboardVm) throw new Error('The admin dashboard is not open');
    return this.dashboardVm;
  }

  /** Lets the dashboard's switch and load delays (and the search debounce) run out. */
  async pause(): Promise<void> {
    await this.app.wait(PAUSE_MS);
  }

  /** Opens a user's editor as the Edit button does. */
  editorOf(email: string) {
    const users = this.dashboard.tab('users');
    return { users, form: users.editPressed(this.user(email)) };
  }

  user(email: string) {
    const user = this.dashboard
      .tab('users')
      .collection.list.all.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user;
  }

  /** A role as the editor's select offers it (none: the empty choice). */
  roleId(name: string): string {
    return this.dashboard.tab('users').roles.value.find((role) => role.name === name)?.id ?? '';
  }

  /** The tables the open tab shows. */
  sections(): { collection: ErrorLines }[] {
    const d = this.dashboard;
    switch (d.activeTab) {
      case 'accounts':
        return [d.tab('accounts').drillDown?.section ?? d.tab('accounts').accounts];
      case 'channels':
        return [d.tab('channels').configs, d.tab('channels').assignments];
      case 'audit':
        return [d.tab('audit').section];
      case 'export':
        return [];
      default:
        return [d.tab(d.activeTab)];
    }
  }

  /** A row button as the table draws it: offered, and whether it can be pressed. */
  button<Row>(section: AdminSection<Row, never>, label: string, row: Row) {
    const button = section.view.buttons?.find((candidate) => candidate.label === label);
    return { shown: Boolean(button && (button.shown?.(row) ?? true)), enabled: !button?.refusal?.(row) };
  }

  assignment(channel: string, account: string) {
    const row = this.dashboard
      .tab('channels')
      .assignments.collection.rows.find(
        (candidate) => candidate.channelName === channel && candidate.accountName === account,
      );
    if (!row) throw new Error(`${channel} is not assigned to ${account}`);
    return row;
  }

  /** A row's button pressed and, when it asks first, confirmed: as a user clicks Delete then yes. */
  async pressAndConfirm<Row>(section: AdminSection<Row, never>, label: string, row: Row): Promise<void> {
    const button = section.view.buttons?.find((candidate) => candidate.label === label);
    if (!button) throw new Error(`No ${label} button`);
    await button.pressed(row);
    const { actions } = section.collection;
    if (actions.deletion.isOpen) {
      const done = actions.deleteConfirmed();
      await this.pause();
      await done;
    }
    await this.pause();
  }
}
