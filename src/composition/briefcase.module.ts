import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ClockPort } from '../core/ports/ClockPort';
import type { CreateBriefcase } from '../ui/app/AppViewModels';
import type { BriefcaseUseCases } from '../ui/briefcase/BriefcaseUseCases';
import { createBriefcaseViewModel } from '../ui/briefcase/createBriefcaseViewModel';
import type { SessionStore } from '../ui/session/SessionStore';
import { TOKENS } from './tokens';
import { BriefcaseUseCasesToken, briefcaseUseCasesModule } from './use-cases/briefcase.module';

/**
 * The briefcase's flows and the factory of its view model, loaded the first time a briefcase
 * opens (AppViewModels.loadBriefcase): the chat's first load does not carry them.
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
        (workspace) =>
          createBriefcaseViewModel({
            useCases,
            session,
            clock,
            events,
            source: workspace.thread,
            close: () => workspace.briefcaseClosed(),
            shown: () => workspace.briefcaseOpen,
          }),
      [BriefcaseUseCasesToken, TOKENS.SessionStore, ClockPort, AppEventsPort],
    )
    .inSingletonScope();
});

export const briefcaseModules = [briefcaseUseCasesModule, briefcaseFactoryModule];
