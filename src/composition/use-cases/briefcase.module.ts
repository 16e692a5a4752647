import { Container, ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { RenameFile, RenameFileToken } from '../../core/use-cases/briefcase/RenameFile';
import { ToggleFilePin, ToggleFilePinToken } from '../../core/use-cases/briefcase/ToggleFilePin';
import {
  RenewExpiredFileLinks,
  RenewExpiredFileLinksToken,
} from '../../core/use-cases/chat/RenewExpiredFileLinks';
import type { BriefcaseUseCases } from '../../ui/briefcase/BriefcaseUseCases';
import { bindFromServices, bindInstance } from '../binding';

export const BriefcaseUseCasesToken = Symbol.for('BriefcaseUseCases');

/**
 * The briefcase's flows (src/core/use-cases/briefcase), over whatever ChatPort and clock the
 * profile bound. Link renewal is the chat's flow too, which loads it lazily (chat.module); the
 * briefcase, itself loaded lazily, binds it as it is.
 */
export const briefcaseUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, RenameFileToken, RenameFile, [ChatPort]);
  bindInstance(bind, RenewExpiredFileLinksToken, RenewExpiredFileLinks, [ChatPort, ClockPort]);
  bindInstance(bind, ToggleFilePinToken, ToggleFilePin, [ChatPort]);
  bindFromServices<BriefcaseUseCases>(bind, BriefcaseUseCasesToken, {
    renameFile: RenameFileToken,
    toggleFilePin: ToggleFilePinToken,
    renewExpiredFileLinks: RenewExpiredFileLinksToken,
  });
});

/** The briefcase's flows over the given ports, bound as the page binds them: for tests, scenarios and benches. */
export function briefcaseUseCasesOver(ports: { chat: ChatPort; clock: ClockPort }): BriefcaseUseCases {
  const container = new Container();
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(ClockPort).toConstantValue(ports.clock);
  container.load(briefcaseUseCasesModule);
  return container.get<BriefcaseUseCases>(BriefcaseUseCasesToken);
}
