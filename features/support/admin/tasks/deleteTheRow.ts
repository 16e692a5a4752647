import type { AdminDashboardViewModel } from '../../../../src/ui/admin/AdminDashboardViewModel';
import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

type Section = AdminSection<Record<string, unknown>, never>;

/** A row each list deletes: its button's and confirmation's words, its section, its naming field. */
const DELETABLE = {
  'delete the role': {
    button: 'Delete role',
    confirm: 'Delete',
    label: 'Delete',
    field: 'name',
    section: (d) => d.tab('roles'),
  },
  'delete the permission': {
    button: 'Delete permission',
    confirm: 'Delete',
    label: 'Delete',
    field: 'key',
    section: (d) => d.tab('permissions'),
  },
  'delete the setting': {
    button: 'Delete setting',
    confirm: 'Delete',
    label: 'Delete',
    field: 'key',
    section: (d) => d.tab('accounts').drillDown?.section,
  },
  'remove the allowed user': {
    button: 'Remove',
    confirm: 'Remove',
    label: 'Remove',
    field: 'email',
    section: (d) => d.tab('allowed-users'),
  },
} satisfies Record<
  string,
  {
    button: string;
    confirm: string;
    label: string;
    field: string;
    section(d: AdminDashboardViewModel): unknown;
  }
>;

export type Deletion = keyof typeof DELETABLE;
export const DELETIONS = Object.keys(DELETABLE).join('|');

/** A row's Delete (or Remove) pressed and confirmed, on the open tab or drill-down. */
export const deleteTheRow = (deletion: Deletion, name: string) =>
  interaction(
    `${deletion} ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const what = DELETABLE[deletion];
        const section = what.section(admin.dashboard) as Section | undefined;
        const row = section?.collection.list.all.find((candidate) => candidate[what.field] === name);
        if (!section || !row) throw new Error(`Nothing to ${deletion} named ${name}`);
        await admin.pressAndConfirm(section, what.label, row);
      },
      async browser(admin) {
        const what = DELETABLE[deletion];
        await admin.pressAndConfirm(`${what.button} ${name}`, what.confirm);
      },
    }),
  );
