import { ACCOUNTS } from '../../contract/endpoints/accounts';
import { IDENTITY } from '../../contract/endpoints/identity';
import type { Account, EnabledChannels } from '../../core/domain/account';
import type { User } from '../../core/domain/user';
import type { AuthPort, DemoPersona } from '../../core/ports/AuthPort';
import type { HttpClient } from './HttpClient';
import { accountListAnswer, enabledChannelsAnswer } from './schemas/account';
import { demoTokenAnswer, personaListAnswer } from './schemas/identity';
import { userAnswer } from './schemas/user';

/** AuthPort over the backend's identity, account and impersonation routes (docs/backend-contract.md). */
export class HttpAuthAdapter implements AuthPort {
  constructor(private readonly http: HttpClient) {}

  listDemoPersonas(): Promise<DemoPersona[]> {
    return this.http.send(IDENTITY.personas, { schema: personaListAnswer });
  }

  requestDemoToken(email: string): Promise<string> {
    return this.http.send(IDENTITY.demoToken, { body: { email }, schema: demoTokenAnswer });
  }

  signIn(idToken: string): Promise<User> {
    // No session is stored yet: the token being exchanged is the bearer.
    return this.http.send(IDENTITY.signIn, { token: idToken, schema: userAnswer });
  }

  fetchAccounts(userId: string): Promise<Account[]> {
    return this.http.send(ACCOUNTS.managed, { query: { userId }, schema: accountListAnswer });
  }

  fetchEnabledChannels(accountId: string, userId: string): Promise<EnabledChannels> {
    return this.http.send(ACCOUNTS.enabledChannels, {
      params: { accountId },
      query: { userId },
      schema: enabledChannelsAnswer,
    });
  }

  impersonate(targetUserId: string, actingUserId: string): Promise<User> {
    return this.http.send(ACCOUNTS.impersonate, {
      params: { targetUserId },
      query: { userId: actingUserId },
      schema: userAnswer,
    });
  }

  endImpersonation(impersonatedBy: string): Promise<User> {
    return this.http.send(ACCOUNTS.endImpersonation, { query: { impersonatedBy }, schema: userAnswer });
  }
}
