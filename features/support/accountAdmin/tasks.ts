import { interaction } from '../interactions/Interaction';
import {
  addInTheBrowser,
  addSettingInTheBrowser,
  openInTheBrowser,
  openSettingsInTheBrowser,
  pressInTheBrowser,
} from './browser';
import type { AccountRole } from './lines';
import {
  addOnTheViewModels,
  addSettingOnTheViewModels,
  openOnTheViewModels,
  openSettingsOnTheViewModels,
  pressOnTheViewModels,
} from './viewModel';

/** Opens Account Administration from the navigation (the first account administered, its users). */
export const openAccountAdministration = () =>
  interaction('open Account Administration', { viewModel: openOnTheViewModels, browser: openInTheBrowser });

/** Add User: an email and a role within the account. */
export const addToTheAccount = (email: string, role: AccountRole) =>
  interaction(`add ${email} as ${role}`, {
    viewModel: (app) => addOnTheViewModels(app, email, role),
    browser: (app) => addInTheBrowser(app, email, role),
  });

/** A row's button: "Make account admin", "Make member" or "Remove" (confirmed). */
export const pressForMember = (label: string, email: string) =>
  interaction(`${label} for ${email}`, {
    viewModel: (app) => pressOnTheViewModels(app, label, email),
    browser: (app) => pressInTheBrowser(app, label, email),
  });

export const openAccountSettings = () =>
  interaction('open the account settings', {
    viewModel: openSettingsOnTheViewModels,
    browser: openSettingsInTheBrowser,
  });

export const addAccountSetting = (key: string, value: string) =>
  interaction(`set ${key} to ${value}`, {
    viewModel: (app) => addSettingOnTheViewModels(app, key, value),
    browser: (app) => addSettingInTheBrowser(app, key, value),
  });
