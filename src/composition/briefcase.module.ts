import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ClockPort } from '../core/ports/ClockPort';
import type { BriefcaseUseCases } from '../ui/briefcase/BriefcaseUseCases';
import type { CreateBriefcase } from '../ui/briefcase/briefcase-feature';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import type { SessionStore } from '../ui/session/SessionStore';
import { TOKENS } from './tokens';
import { BriefcaseUseCasesToken, briefcaseUseCasesModule } from './use-cases/briefcase.module';

/**
 * The briefcase's flows and the factory of its view model, loaded the first time a briefcase
 * opens (the briefcase feature): the chat's first load does not carry them.
 */
const briefcaseFactoryModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CreateBriefcase)
    .toResolvedValue(
      (
        useCases: BriefcaseUseCases,
        session: SessionStore,
        clock: ClockPort,
        events: AppEventsPort,
      ): CreateBriefcase =>
        (host) =>
          createBriefcaseViewModel({
            useCases,
            session,
            clock,
            events,
            source: host.thread,
            close: () => host.briefcaseClosed(),
            shown: () => host.briefcaseOpen,
          }),
      [BriefcaseUseCasesToken, TOKENS.SessionStore, ClockPort, AppEventsPort],
    )
    .inSingletonScope();
});

export const briefcaseModules = [briefcaseUseCasesModule, briefcaseFactoryModule];
