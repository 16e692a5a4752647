import { BackendError } from '../domain/errors';
import type { AdminPort } from '../ports/AdminPort';

type Method = keyof AdminPort;

/**
 * An AdminPort whose answers the test sets per method (a value, or an Error to fail with);
 * every call is recorded with copies of its arguments, so tests and units share no objects.
 */
export class FakeAdminPort {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  readonly answers = new Map<Method, unknown>();
  /** Methods that fail as the backend being unavailable. */
  readonly failing = new Set<Method>();

  /** The fake as the port it stands for. */
  get port(): AdminPort {
    return this as unknown as AdminPort;
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private async answer(method: Method, args: unknown[]): Promise<never> {
    this.calls.push({ method, args: structuredClone(args) });
    if (this.failing.has(method)) throw new BackendError('unavailable', `${method} failed`);
    const answer = this.answers.get(method);
    if (answer instanceof Error) throw answer;
    return structuredClone(answer) as never;
  }

  listUsers(...args: unknown[]) {
    return this.answer('listUsers', args);
  }

  assignUserRole(...args: unknown[]) {
    return this.answer('assignUserRole', args);
  }

  setUserDeleted(...args: unknown[]) {
    return this.answer('setUserDeleted', args);
  }

  listRoles(...args: unknown[]) {
    return this.answer('listRoles', args);
  }

  createRole(...args: unknown[]) {
    return this.answer('createRole', args);
  }

  updateRole(...args: unknown[]) {
    return this.answer('updateRole', args);
  }

  deleteRole(...args: unknown[]) {
    return this.answer('deleteRole', args);
  }

  listRolePermissionIds(...args: unknown[]) {
    return this.answer('listRolePermissionIds', args);
  }

  listPermissions(...args: unknown[]) {
    return this.answer('listPermissions', args);
  }

  createPermission(...args: unknown[]) {
    return this.answer('createPermission', args);
  }

  updatePermission(...args: unknown[]) {
    return this.answer('updatePermission', args);
  }

  deletePermission(...args: unknown[]) {
    return this.answer('deletePermission', args);
  }

  listManagedAccounts(...args: unknown[]) {
    return this.answer('listManagedAccounts', args);
  }

  listAllAccounts(...args: unknown[]) {
    return this.answer('listAllAccounts', args);
  }

  createAccount(...args: unknown[]) {
    return this.answer('createAccount', args);
  }

  updateAccount(...args: unknown[]) {
    return this.answer('updateAccount', args);
  }

  listAllowedUsers(...args: unknown[]) {
    return this.answer('listAllowedUsers', args);
  }

  allowUser(...args: unknown[]) {
    return this.answer('allowUser', args);
  }

  removeAllowedUser(...args: unknown[]) {
    return this.answer('removeAllowedUser', args);
  }

  listAccountUsers(...args: unknown[]) {
    return this.answer('listAccountUsers', args);
  }

  addAccountAdmin(...args: unknown[]) {
    return this.answer('addAccountAdmin', args);
  }

  confirmAccountAdmin(...args: unknown[]) {
    return this.answer('confirmAccountAdmin', args);
  }

  removeAccountUser(...args: unknown[]) {
    return this.answer('removeAccountUser', args);
  }

  listAccountSettings(...args: unknown[]) {
    return this.answer('listAccountSettings', args);
  }

  saveAccountSetting(...args: unknown[]) {
    return this.answer('saveAccountSetting', args);
  }

  deleteAccountSetting(...args: unknown[]) {
    return this.answer('deleteAccountSetting', args);
  }

  listChannels(...args: unknown[]) {
    return this.answer('listChannels', args);
  }

  listChannelTypes(...args: unknown[]) {
    return this.answer('listChannelTypes', args);
  }

  listAccountChannels(...args: unknown[]) {
    return this.answer('listAccountChannels', args);
  }

  createChannel(...args: unknown[]) {
    return this.answer('createChannel', args);
  }

  updateChannel(...args: unknown[]) {
    return this.answer('updateChannel', args);
  }

  deleteChannel(...args: unknown[]) {
    return this.answer('deleteChannel', args);
  }

  assignChannel(...args: unknown[]) {
    return this.answer('assignChannel', args);
  }

  setChannelAssignmentEnabled(...args: unknown[]) {
    return this.answer('setChannelAssignmentEnabled', args);
  }

  removeChannelAssignment(...args: unknown[]) {
    return this.answer('removeChannelAssignment', args);
  }

  exportAudienceData(...args: unknown[]) {
    return this.answer('exportAudienceData', args);
  }

  listAuditTrail(...args: unknown[]) {
    return this.answer('listAuditTrail', args);
  }
}
