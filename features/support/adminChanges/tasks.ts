import { interaction } from '../interactions/Interaction';
import {
  deleteChannelInTheBrowser,
  editRoleInTheBrowser,
  failNextInTheBrowser,
  removeAssignmentInTheBrowser,
} from './browser';
import {
  deleteChannelOnTheViewModels,
  editRoleOnTheViewModels,
  failNextOnTheViewModels,
  removeAssignmentOnTheViewModels,
} from './viewModel';

/** Edit Role: a new name and more permissions granted, then Update Role. */
export const editRole = (role: string, change: { name: string; permissions: string[] }) =>
  interaction(`edit the role ${role}`, {
    viewModel: (_app, actor) => editRoleOnTheViewModels(actor, role, change),
    browser: (app, actor) => editRoleInTheBrowser(app, actor, role, change),
  });

/** Delete on a channel config, confirmed. */
export const deleteChannel = (name: string) =>
  interaction(`delete the channel ${name}`, {
    viewModel: (_app, actor) => deleteChannelOnTheViewModels(actor, name),
    browser: (app, actor) => deleteChannelInTheBrowser(app, actor, name),
  });

/** Remove on an account's channel assignment, confirmed. */
export const removeAssignment = (channel: string, account: string) =>
  interaction(`remove ${channel} from ${account}`, {
    viewModel: (_app, actor) => removeAssignmentOnTheViewModels(actor, channel, account),
    browser: (app, actor) => removeAssignmentInTheBrowser(app, actor, channel, account),
  });

/** The demo backend fails the next audience export with a 500 carrying `details` (spec 3 §8). */
export const failNextExport = (details: string) => {
  const body = { error: 'Internal Server Error', message: 'Export failed', details };
  return interaction('fail the next export', {
    viewModel: (app) => failNextOnTheViewModels(app, '/api/admin/adara-data-export', 500, body),
    browser: (app) => failNextInTheBrowser(app, '/api/admin/adara-data-export', 500, body),
  });
};
