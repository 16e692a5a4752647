import type { PermissionFlag, PermissionMap } from '../permissions';

/** Whether a permission map grants a flag; a missing or non-true flag denies (spec 1 §6). */
export function granted(permissions: PermissionMap, flag: PermissionFlag): boolean {
  return permissions[flag] === true;
}
