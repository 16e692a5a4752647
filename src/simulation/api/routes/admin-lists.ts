import { accountsOf } from '../../access/accounts';
import { requireAdmin } from '../../access/guards';
import { roleNameOf } from '../../access/roles';
import type { DemoData } from '../../data/types';
import type { RouteContext } from '../context';
import type { Route } from '../router';

async function asAdmin(ctx: RouteContext): Promise<DemoData> {
  requireAdmin(ctx.data, await ctx.actor());
  return ctx.data;
}

function nameOfUser(data: DemoData, userId: string | null): string | undefined {
  return data.users.find((user) => user.id === userId)?.display_name;
}

/** Read-only admin lists (spec 3 §7); the editing routes come with the admin features. */
export const adminListRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    async handle(ctx) {
      const data = await asAdmin(ctx);
      const users = data.users.map((user) => {
        const accounts = accountsOf(data, user).map(({ id, name }) => ({ id, name }));
        const roleName = roleNameOf(data, user);
        return {
          id: user.id,
          email: user.email,
          display_name: user.display_name,
          role_id: user.role_id,
          role: roleName,
          role_name: roleName,
          account_id: accounts[0]?.id ?? null,
          account_name: accounts[0]?.name ?? null,
          accounts,
          last_login: user.last_login,
          created_at: user.created_at,
          is_deleted: user.is_deleted,
        };
      });
      return { users };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/roles',
    async handle(ctx) {
      const data = await asAdmin(ctx);
      const roles = data.roles.map((role) => ({
        ...role,
        user_count: data.users.filter((user) => user.role_id === role.id && !user.is_deleted).length,
        permission_count: data.rolePermissions.filter((grant) => grant.role_id === role.id).length,
      }));
      return { roles };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/permissions',
    async handle(ctx) {
      return { permissions: (await asAdmin(ctx)).permissions };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/accounts',
    async handle(ctx) {
      const data = await asAdmin(ctx);
      const accounts = data.accounts.map(({ created_by, ...account }) => ({
        ...account,
        created_by_name: nameOfUser(data, created_by),
      }));
      return { accounts };
    },
  },
];
