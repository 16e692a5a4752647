import { accountsOf } from '../../access/accounts';
import { mayManageAccount } from '../../access/admin-scope';
import { requireAdmin } from '../../access/guards';
import { isAdminUser, isSuperAdminUser } from '../../access/roles';
import { badRequest, forbidden, notFound } from '../../DemoError';
import type { DemoData, DemoUser } from '../../data/types';
import { toUserDto } from '../../users/userDto';
import { requiredText } from '../input';
import type { Route } from '../router';

/**
 * Beyond super admins the spec leaves the limits open (spec 3 §6); a regular admin may act only
 * as a non-admin user of an account they manage (docs/decisions.md "Administration").
 */
function requireMayImpersonate(data: DemoData, admin: DemoUser, target: DemoUser): void {
  if (isSuperAdminUser(data, admin)) return;
  const inManagedAccount = accountsOf(data, target).some((account) =>
    mayManageAccount(data, admin, account.id),
  );
  if (isAdminUser(data, target) || !inManagedAccount) {
    throw forbidden('You may impersonate only users of the accounts you manage');
  }
}

/**
 * Impersonation: an admin (spec 3 §6) acts as another user while keeping their own token; the backend
 * then accepts the target's userId from that admin only (docs/backend-contract.md).
 */
export const impersonationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/impersonate/:targetUserId',
    async handle(ctx) {
      const admin = ctx.caller();
      if (requiredText(await ctx.input(), 'userId') !== admin.id) {
        throw forbidden('userId does not match the signed-in user');
      }
      requireAdmin(ctx.data, admin);
      if (ctx.params.targetUserId === admin.id) throw badRequest('You cannot impersonate yourself');
      const target = ctx.data.users.find((user) => user.id === ctx.params.targetUserId);
      if (!target || target.is_deleted) throw notFound('User not found');
      if (isSuperAdminUser(ctx.data, target)) throw forbidden('Super Admin users cannot be impersonated');
      requireMayImpersonate(ctx.data, admin, target);
      ctx.data.impersonations = [
        ...ctx.data.impersonations.filter((entry) => entry.adminUserId !== admin.id),
        { adminUserId: admin.id, targetUserId: target.id, startedAt: new Date(ctx.now).toISOString() },
      ];
      ctx.markChanged();
      return { user: toUserDto(ctx.data, target, admin.id) };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/end-impersonation',
    async handle(ctx) {
      const admin = ctx.caller();
      if (requiredText(await ctx.input(), 'impersonatedBy') !== admin.id) {
        throw forbidden('impersonatedBy does not match the signed-in user');
      }
      const active = ctx.data.impersonations.some((entry) => entry.adminUserId === admin.id);
      if (!active) throw badRequest('You are not currently impersonating anyone.');
      ctx.data.impersonations = ctx.data.impersonations.filter((entry) => entry.adminUserId !== admin.id);
      ctx.markChanged();
      return { user: toUserDto(ctx.data, admin) };
    },
  },
];
