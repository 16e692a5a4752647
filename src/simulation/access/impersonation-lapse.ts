import type { DemoData, DemoUser } from '../data/types';
import { accountsOf } from './accounts';
import { actorFactsOf } from './acting';
import { decide } from './decide';
import { rowOf } from './matrix';
import { USER } from './resources/users';
import { isAdminUser, isSuperAdminUser } from './roles';

const ENDED = 'the impersonation has ended';

/**
 * Why an admin may no longer act as the user they impersonate, or undefined while they still
 * may: acting as someone ends where they end (issue 27). The rules are the start's own (the
 * impersonation route), asked again on every call, so a target deactivated, taken out of their
 * account, made a Super Admin, or an admin who lost the flags it took, stop the acting at once.
 */
export function impersonationLapse(data: DemoData, admin: DemoUser, target: DemoUser): string | undefined {
  const name = target.display_name;
  if (target.is_deleted) return `${name} has been deactivated: ${ENDED}`;
  if (accountsOf(data, target).length === 0) return `${name} no longer belongs to an account: ${ENDED}`;
  const adminIsSuper = isSuperAdminUser(data, admin);
  const stillAllowed =
    !isSuperAdminUser(data, target) &&
    (adminIsSuper || !isAdminUser(data, target)) &&
    decide(rowOf('user:impersonate'), actorFactsOf(data, admin), USER.facts(data, target)).allowed;
  return stillAllowed ? undefined : `You may no longer act as ${name}: ${ENDED}`;
}
