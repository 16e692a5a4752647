import { allowedEntryOf } from '../access/resources/allowed-users';
import { roleById } from '../access/resources/users';
import { roleMakesSuperAdmin } from '../access/roles';
import { insert } from '../data/collections';
import { nextId } from '../data/ids';
import type { DemoData, DemoUser } from '../data/types';

/** "jordan.lee@example.com" → "Jordan Lee": a first name to greet a user the list let in. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || email;
}

/**
 * The user an allowed email becomes on its first sign-in (spec 3 §2 Allowed Users: "Only users
 * added to this list will be able to access the application"): the entry's initial role and
 * account, an Admin as account admin of it (spec 3 §5). Undefined when the email is not allowed.
 */
export function onboardAllowedUser(data: DemoData, email: string, now: number): DemoUser | undefined {
  const entry = allowedEntryOf(data, email);
  const role = entry && roleById(data, entry.initial_role_id);
  if (!entry || !role) return undefined;
  const at = new Date(now).toISOString();
  const isAdmin = role.name === 'Admin' || roleMakesSuperAdmin(data, role.id);
  const name = nameFromEmail(entry.email);
  const user: DemoUser = {
    id: nextId(data, 'u'),
    email: entry.email,
    display_name: name,
    given_name: name.split(' ')[0] ?? name,
    picture_url: null,
    role_id: role.id,
    account_id: role.name === 'Admin' ? null : entry.initial_account_id,
    last_login: null,
    created_at: at,
    is_deleted: false,
  };
  insert(data, 'users', user);
  insert(data, 'accountUsers', {
    id: nextId(data, 'au'),
    account_id: entry.initial_account_id,
    user_id: user.id,
    is_account_admin: isAdmin,
    added_by: null,
    created_at: at,
  });
  return user;
}
