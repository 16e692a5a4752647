import { question } from '../questions/Question';
import { membersInTheBrowser, saysInTheBrowser, settingInTheBrowser } from './browser';
import { membersOnTheViewModels, saysOnTheViewModels, settingOnTheViewModels } from './viewModel';

/** The account's users with their role within it, as listed. */
export const accountMembers = () =>
  question('the account users', { viewModel: membersOnTheViewModels, browser: membersInTheBrowser });

/** What the screen says after a change: its error, the form's, or its notice. */
export const accountAdminSays = () =>
  question('what Account Administration says', { viewModel: saysOnTheViewModels, browser: saysInTheBrowser });

export const accountSetting = (key: string) =>
  question(`the account setting ${key}`, {
    viewModel: (app) => settingOnTheViewModels(app, key),
    browser: (app) => settingInTheBrowser(app, key),
  });
