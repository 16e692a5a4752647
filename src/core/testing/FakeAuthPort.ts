import type { Account, EnabledChannels } from '../domain/account';
import { BackendError } from '../domain/errors';
import type { User } from '../domain/user';
import type { AuthPort, DemoPersona } from '../ports/AuthPort';

const copy = <T>(value: T): T => structuredClone(value);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned identity token the core can decode: what the demo identity provider would give. */
export function tokenFor(user: Pick<User, 'userId' | 'email'>): string {
  return `${encode({ alg: 'HS256' })}.${encode({ sub: user.userId, email: user.email })}.sig`;
}

/**
 * An AuthPort over a list of users the test sets up: a token names its user by `sub`; plain data
 * in, copies out. Every call is recorded; a method in `failing` rejects as the backend unavailable.
 */
export class FakeAuthPort implements AuthPort {
  readonly calls: { method: keyof AuthPort; args: unknown[] }[] = [];
  personas: DemoPersona[] = [];
  accounts: Account[] = [];
  channels: EnabledChannels = {};
  /** Who impersonate() answers, by target user id. */
  impersonated = new Map<string, User>();
  failing = new Set<keyof AuthPort>();

  constructor(public users: User[] = []) {}

  callsOf(method: keyof AuthPort): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  async listDemoPersonas(): Promise<DemoPersona[]> {
    this.record('listDemoPersonas');
    return copy(this.personas);
  }

  async requestDemoToken(email: string): Promise<string> {
    this.record('requestDemoToken', email);
    const user = this.users.find((u) => u.email === email);
    if (!user) throw new BackendError('not-found', 'Unknown persona');
    return tokenFor(user);
  }

  async signIn(idToken: string): Promise<User> {
    this.record('signIn', idToken);
    const sub = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).sub;
    return this.user(sub);
  }

  async fetchAccounts(userId: string): Promise<Account[]> {
    this.record('fetchAccounts', userId);
    return copy(this.accounts);
  }

  async fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels> {
    this.record('fetchEnabledChannels', accountId, userId);
    return copy(this.channels);
  }

  async impersonate(targetUserId: string, actingUserId: string): Promise<User> {
    this.record('impersonate', targetUserId, actingUserId);
    const target = this.impersonated.get(targetUserId);
    if (!target) throw new BackendError('not-found', 'User not found');
    return copy(target);
  }

  async endImpersonation(impersonatedBy: string): Promise<User> {
    this.record('endImpersonation', impersonatedBy);
    return this.user(impersonatedBy);
  }

  private user(userId: string): User {
    const user = this.users.find((u) => u.userId === userId);
    if (!user) throw new BackendError('signed-out', 'Unauthorized');
    return copy(user);
  }

  private record(method: keyof AuthPort, ...args: unknown[]): void {
    this.calls.push({ method, args: copy(args) });
    if (this.failing.has(method)) throw new BackendError('unavailable', `${method} failed`);
  }
}
