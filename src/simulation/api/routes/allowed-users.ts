import { requireAccountManager } from '../../access/admin-scope';
import { isSuperAdminUser } from '../../access/roles';
import { badRequest, conflict, forbidden } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoAllowedUser, DemoData } from '../../data/types';
import { requiredText } from '../input';
import type { Route } from '../router';
import { asAdmin, found, isValidEmail } from './admin-common';

function allowedRow(data: DemoData, entry: DemoAllowedUser) {
  return {
    id: entry.id,
    email: entry.email,
    initial_role_name: data.roles.find((role) => role.id === entry.initial_role_id)?.name ?? '',
    initial_account_name:
      data.accounts.find((account) => account.id === entry.initial_account_id)?.name ?? '',
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
}

/** Who may enter the application (spec 3 §2 Allowed Users tab, §5). */
export const allowedUserRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/allowed-users',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      return { allowedUsers: data.allowedUsers.map((entry) => allowedRow(data, entry)) };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/allowed-users',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const email = requiredText(input, 'email').trim().toLowerCase();
      if (!isValidEmail(email)) throw badRequest('Please enter a valid email address');
      const role = found(
        data.roles.find((candidate) => candidate.id === requiredText(input, 'roleId')),
        'Role',
      );
      if (role.name === 'Super Admin' && !isSuperAdminUser(data, actor)) {
        throw forbidden('You do not have permission to assign the Super Admin role');
      }
      const account = requireAccountManager(data, actor, requiredText(input, 'accountId'));
      if (data.allowedUsers.some((entry) => entry.email === email)) {
        throw conflict(`${email} is already allowed`);
      }
      const entry: DemoAllowedUser = {
        id: nextId(data, 'allowed'),
        email,
        initial_role_id: role.id,
        initial_account_id: account.id,
        created_at: at,
        updated_at: at,
      };
      data.allowedUsers.push(entry);
      ctx.markChanged();
      return { allowedUser: allowedRow(data, entry) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/allowed-users/:id',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      found(
        data.allowedUsers.find((entry) => entry.id === ctx.params.id),
        'Allowed user',
      );
      data.allowedUsers = data.allowedUsers.filter((entry) => entry.id !== ctx.params.id);
      ctx.markChanged();
      return { success: true };
    },
  },
];
