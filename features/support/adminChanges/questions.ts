import { question } from '../questions/Question';
import { assignmentsInTheBrowser, exportErrorInTheBrowser, rolePermissionCountInTheBrowser } from './browser';
import {
  assignmentsOnTheViewModels,
  exportErrorOnTheViewModels,
  rolePermissionCountOnTheViewModels,
} from './viewModel';

/** The Permissions count of a role's row. */
export const rolePermissionCount = (role: string) =>
  question(`the permissions of ${role}`, {
    viewModel: (_app, actor) => rolePermissionCountOnTheViewModels(actor, role),
    browser: (app) => rolePermissionCountInTheBrowser(app, role),
  });

/** The account channel assignments, as "<channel> for <account>". */
export const channelAssignments = () =>
  question('the channel assignments', {
    viewModel: (_app, actor) => assignmentsOnTheViewModels(actor),
    browser: (app) => assignmentsInTheBrowser(app),
  });

/** What the Data Export card says after a failed export. */
export const exportError = () =>
  question('the export error', {
    viewModel: (_app, actor) => exportErrorOnTheViewModels(actor),
    browser: (app) => exportErrorInTheBrowser(app),
  });
