import { ACCOUNTS } from '../../../contract/endpoints/accounts';
import { USER, userOf } from '../../access/resources/users';
import { isAdminUser, isSuperAdminUser } from '../../access/roles';
import { badRequest, forbidden, notFound } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { requiredId } from '../../kernel/input';
import { toUserDto } from '../../users/userDto';
import { route } from '../route-kit';
import type { Route } from '../router';

/**
 * Impersonation: an admin (spec 3 §6) acts as another user while keeping their own token; the backend
 * then accepts the target's userId from that admin only (docs/backend-contract.md). Beyond super
 * admins the spec leaves the limits open; a regular admin may act only as a non-admin user of an
 * account they manage (docs/decisions.md "Administration").
 */
export const impersonationRoutes: Route[] = [
  route(ACCOUNTS.impersonate, async (ctx) => {
    const admin = ctx.caller();
    if (requiredId(await ctx.input(), 'userId') !== admin.id) {
      throw forbidden('userId does not match the signed-in user');
    }
    const acting = await ctx.actingAnywhere();
    const targetId = ctx.params.targetUserId ?? '';
    const candidate = USER.find(ctx.data, targetId);
    if (!candidate || candidate.is_deleted) throw notFound('User not found');
    if (isSuperAdminUser(ctx.data, candidate)) throw forbidden('Super Admin users cannot be impersonated');
    const target = userOf(acting, 'user:impersonate', targetId);
    if (target.id === admin.id) throw badRequest('You cannot impersonate yourself');
    if (!isSuperAdminUser(ctx.data, admin) && isAdminUser(ctx.data, target)) {
      throw forbidden('You may impersonate only users of the accounts you manage');
    }
    ctx.commit(() => {
      removeWhere(ctx.data, 'impersonations', (entry) => entry.adminUserId === admin.id);
      insert(ctx.data, 'impersonations', {
        adminUserId: admin.id,
        targetUserId: target.id,
        startedAt: new Date(ctx.now).toISOString(),
      });
    });
    return { user: toUserDto(ctx.data, target, admin.id) };
  }),
  route(ACCOUNTS.endImpersonation, async (ctx) => {
    const admin = ctx.caller();
    if (requiredId(await ctx.input(), 'impersonatedBy') !== admin.id) {
      throw forbidden('impersonatedBy does not match the signed-in user');
    }
    ctx.commit(() => {
      const ended = removeWhere(ctx.data, 'impersonations', (entry) => entry.adminUserId === admin.id);
      if (ended === 0) throw badRequest('You are not currently impersonating anyone.');
    });
    return { user: toUserDto(ctx.data, admin) };
  }),
];
