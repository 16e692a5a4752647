import { requireAdmin, requireSuperAdmin } from '../../access/guards';
import { notFound } from '../../DemoError';
import type { DemoData, DemoUser } from '../../data/types';
import type { Input, RouteContext } from '../context';

export interface AdminCall {
  data: DemoData;
  actor: DemoUser;
  input: Input;
  /** The request's time as an ISO timestamp. */
  at: string;
}

async function call(ctx: RouteContext): Promise<AdminCall> {
  const actor = await ctx.actor();
  return { data: ctx.data, actor, input: await ctx.input(), at: new Date(ctx.now).toISOString() };
}

/** The acting user (maybe an impersonated one: their rights apply), who must be an admin. */
export async function asAdmin(ctx: RouteContext): Promise<AdminCall> {
  const admin = await call(ctx);
  requireAdmin(admin.data, admin.actor);
  return admin;
}

/** Roles, permissions and data export: super admins only (spec 3 §6). */
export async function asSuperAdmin(ctx: RouteContext): Promise<AdminCall> {
  const admin = await call(ctx);
  requireSuperAdmin(admin.data, admin.actor);
  return admin;
}

/** Any signed-in acting user; the route checks the account itself. */
export async function asActor(ctx: RouteContext): Promise<AdminCall> {
  return call(ctx);
}

export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw notFound(`${what} not found`);
  return record;
}

export function nameOfUser(data: DemoData, userId: string | null): string | undefined {
  return data.users.find((user) => user.id === userId)?.display_name;
}

/** A simple email check: something@domain.tld without spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
