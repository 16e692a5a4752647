import { requireSuperAdmin } from '../../access/guards';
import { isSuperAdminUser } from '../../access/roles';
import { badRequest, forbidden, notFound } from '../../DemoError';
import { toUserDto } from '../../users/userDto';
import { requiredText } from '../input';
import type { Route } from '../router';

/**
 * Impersonation: a super admin acts as another user while keeping their own token; the backend
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
      requireSuperAdmin(ctx.data, admin);
      const target = ctx.data.users.find((user) => user.id === ctx.params.targetUserId);
      if (!target || target.is_deleted) throw notFound('User not found');
      if (isSuperAdminUser(ctx.data, target)) throw forbidden('Super Admin users cannot be impersonated');
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
