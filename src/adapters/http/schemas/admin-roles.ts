import * as z from 'zod/mini';
import type { Permission, Role } from '../../../core/domain/admin/entities';
import { count, text } from './fields';
import { flag, id, optionalText, withoutUndefined, wrapped, wrappedList } from './lenient';
import { superAdminFact, superAdminOr } from './super-admin-fact';

const roleSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    description: optionalText,
    user_count: count,
    permission_count: count,
    grants_super_admin: superAdminFact,
  }),
  z.transform(
    (dto): Role =>
      withoutUndefined({
        id: dto.id,
        name: dto.name,
        description: dto.description,
        userCount: dto.user_count,
        permissionCount: dto.permission_count,
        makesSuperAdmin: superAdminOr(dto.grants_super_admin, dto.name),
      }),
  ),
);

export const rolesAnswer = wrappedList(roleSchema, 'role', ['roles']);
export const roleAnswer = wrapped(roleSchema, ['role']);

/** GET /api/admin/roles/{id}/permissions: items with permission_id (bare ids accepted). */
export const rolePermissionIdsAnswer = wrappedList(
  z.union([
    id,
    z.pipe(
      z.looseObject({ permission_id: id }),
      z.transform((grant) => grant.permission_id),
    ),
  ]),
  'role permission',
  ['permissions', 'rolePermissions', 'role_permissions'],
);

export const permissionSchema = z.pipe(
  z.looseObject({ id, key: z.string(), name: text, description: optionalText, is_system: flag }),
  z.transform(
    (dto): Permission =>
      withoutUndefined({
        id: dto.id,
        key: dto.key,
        name: dto.name,
        description: dto.description,
        isSystem: dto.is_system,
      }),
  ),
);

export const permissionsAnswer = wrappedList(permissionSchema, 'permission', ['permissions']);
