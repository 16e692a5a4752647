import type { Account, EnabledChannels } from '../../core/domain/account';
import type { User } from '../../core/domain/user';
import type { AuthPort, DemoPersona } from '../../core/ports/AuthPort';
import type { HttpClient } from './HttpClient';
import { accountListAnswer, enabledChannelsAnswer } from './schemas/account';
import { demoTokenAnswer, personaListAnswer } from './schemas/identity';
import { userAnswer } from './schemas/user';
import { apiPath } from './url';

/** AuthPort over the backend's identity, account and impersonation routes (docs/backend-contract.md). */
export class HttpAuthAdapter implements AuthPort {
  constructor(private readonly http: HttpClient) {}

  listDemoPersonas(): Promise<DemoPersona[]> {
    return this.http.get('/api/demo/personas', { schema: personaListAnswer });
  }

  requestDemoToken(email: string): Promise<string> {
    return this.http.post('/api/demo/token', { body: { email }, schema: demoTokenAnswer });
  }

  signIn(idToken: string): Promise<User> {
    // No session is stored yet: the token being exchanged is the bearer.
    return this.http.post('/api/auth/login', { token: idToken, schema: userAnswer });
  }

  fetchAccounts(userId: string): Promise<Account[]> {
    return this.http.get('/api/account-admin/accounts', { query: { userId }, schema: accountListAnswer });
  }

  fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels> {
    return this.http.get(apiPath`/api/users/enabled-channels/${accountId}`, {
      query: { userId },
      schema: enabledChannelsAnswer,
    });
  }

  impersonate(targetUserId: string, actingUserId: string): Promise<User> {
    return this.http.get(apiPath`/api/admin/impersonate/${targetUserId}`, {
      query: { userId: actingUserId },
      schema: userAnswer,
    });
  }

  endImpersonation(impersonatedBy: string): Promise<User> {
    return this.http.get('/api/admin/end-impersonation', { query: { impersonatedBy }, schema: userAnswer });
  }
}
