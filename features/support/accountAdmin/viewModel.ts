import type { AccountUser } from '../../../src/core/domain/admin/entities';
import type { AccountAdminViewModel } from '../../../src/ui/account-admin/AccountAdminViewModel';
import type { AddMemberValues } from '../../../src/ui/account-admin/account-members.resource';
import { AdminFeature } from '../../../src/ui/admin/admin-feature';
import type { EntityForm } from '../../../src/ui/kit/form/EntityForm';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { AccountRole, MemberLine } from './lines';

/** The Account Administration screen each app opened last. */
const screens = new WeakMap<UseTheViewModels, AccountAdminViewModel>();

/** The admin lists wait 50 ms before they load (spec 3 §9), then answer. */
const settle = (app: UseTheViewModels) => app.wait(100);

function screenOf(app: UseTheViewModels): AccountAdminViewModel {
  const screen = screens.get(app);
  if (!screen) throw new Error('Account Administration is not open');
  return screen;
}

function membersOf(app: UseTheViewModels) {
  const open = screenOf(app).open;
  if (open?.view !== 'users') throw new Error('The account users are not open');
  return open.section;
}

function memberOf(app: UseTheViewModels, email: string): AccountUser {
  const member = membersOf(app).collection.list.all.find((candidate) => candidate.email === email);
  if (!member) throw new Error(`${email} is not in the account`);
  return member;
}

export async function openOnTheViewModels(app: UseTheViewModels): Promise<void> {
  await app.open('/account-admin');
  const screen = (await app.feature(AdminFeature)()).createAccountAdmin();
  screens.set(app, screen);
  await screen.load();
  await settle(app);
}

export async function addOnTheViewModels(app: UseTheViewModels, email: string, role: AccountRole) {
  const members = membersOf(app);
  members.view.add?.pressed();
  (members.collection.form as EntityForm<AddMemberValues> | null)?.changed({
    email,
    role: role === 'Account admin' ? 'admin' : 'member',
  });
  await members.collection.formSubmitted();
  await settle(app);
}

export async function pressOnTheViewModels(app: UseTheViewModels, label: string, email: string) {
  const members = membersOf(app);
  const member = memberOf(app, email);
  const button = members.view.buttons?.find(
    (candidate) => candidate.label === label && (candidate.shown?.(member) ?? true),
  );
  if (!button) throw new Error(`No ${label} for ${email}`);
  const pressed = button.pressed(member);
  await settle(app);
  await pressed;
  // Remove asks first: the scenario confirms; the list is read again after the spec's delay.
  if (members.collection.actions.deletion.isOpen) {
    const removed = members.collection.actions.deleteConfirmed();
    await settle(app);
    await removed;
    await settle(app);
  }
}

export async function membersOnTheViewModels(app: UseTheViewModels): Promise<MemberLine[]> {
  const members = membersOf(app);
  const role = members.view.columns.find((column) => column.header === 'Role in account');
  return members.collection.rows.map((row) => ({ email: row.email, role: String(role?.text(row)) }));
}

export async function saysOnTheViewModels(app: UseTheViewModels): Promise<string> {
  const collection = membersOf(app).collection;
  return collection.error ?? collection.form?.error ?? collection.notice ?? '';
}

export async function openSettingsOnTheViewModels(app: UseTheViewModels): Promise<void> {
  screenOf(app).viewChosen('settings');
  await settle(app);
}

function settingsOf(app: UseTheViewModels) {
  const open = screenOf(app).open;
  if (open?.view !== 'settings') throw new Error('The account settings are not open');
  return open.section;
}

export async function addSettingOnTheViewModels(app: UseTheViewModels, key: string, value: string) {
  const { collection, view } = settingsOf(app);
  view.add?.pressed();
  collection.form?.changed({ key, value });
  await collection.formSubmitted();
  await settle(app);
}

export async function settingOnTheViewModels(app: UseTheViewModels, key: string): Promise<string | null> {
  return settingsOf(app).collection.rows.find((setting) => setting.key === key)?.value ?? null;
}
