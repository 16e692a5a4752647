import { ContainerModule } from 'inversify';
import { AuthPort } from '../../core/ports/AuthPort';
import { StoragePort } from '../../core/ports/StoragePort';
import { EndImpersonation, EndImpersonationToken } from '../../core/use-cases/session/EndImpersonation';
import { StartImpersonation, StartImpersonationToken } from '../../core/use-cases/session/StartImpersonation';
import { Impersonation } from '../../ui/session/Impersonation';
import type { SessionStore } from '../../ui/session/SessionStore';
import { bindInstance } from '../binding';
import { TOKENS } from '../tokens';

/**
 * Impersonation (spec 3): its two flows and the object the Users tab and the banner call. Loaded
 * with the first impersonation started or ended (signedIn.module's TOKENS.Impersonation), not
 * with the signed-in frame.
 */
export const impersonationModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, StartImpersonationToken, StartImpersonation, [AuthPort, StoragePort]);
  bindInstance(bind, EndImpersonationToken, EndImpersonation, [AuthPort, StoragePort]);
  bind(TOKENS.ImpersonationLoaded)
    .toResolvedValue(
      (startImpersonation: StartImpersonation, endImpersonation: EndImpersonation, session: SessionStore) =>
        new Impersonation({ startImpersonation, endImpersonation }, session),
      [StartImpersonationToken, EndImpersonationToken, TOKENS.SessionStore],
    )
    .inSingletonScope();
});
