import { Container, ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { ApproveResult, ApproveResultToken } from '../../core/use-cases/chat/ApproveResult';
import { AskAboutResult, AskAboutResultToken } from '../../core/use-cases/chat/AskAboutResult';
import { EditResult, EditResultToken } from '../../core/use-cases/chat/EditResult';
import { ExportToSpreadsheet, ExportToSpreadsheetToken } from '../../core/use-cases/chat/ExportToSpreadsheet';
import { RegenerateResult, RegenerateResultToken } from '../../core/use-cases/chat/RegenerateResult';
import { RejectResult, RejectResultToken } from '../../core/use-cases/chat/RejectResult';
import type { ResultUseCases } from '../../ui/chat/result-actions/result-actions-deps';
import { bindFromServices, bindInstance } from '../binding';
import { TOKENS } from '../tokens';

// In TOKENS: the signed-in module names it without importing this module.
const ResultUseCasesToken = TOKENS.ResultUseCases;

/**
 * The flows of a result's actions (judgement, regenerate, edit, ask, export) over whatever
 * ChatPort and clock the profile bound, and the set of them (ResultUseCasesToken). Loaded with
 * the first result shown (signedIn.module's loadResultUseCases), not with the chat.
 */
export const resultUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, ApproveResultToken, ApproveResult, [ChatPort]);
  bindInstance(bind, RejectResultToken, RejectResult, [ChatPort]);
  bindInstance(bind, RegenerateResultToken, RegenerateResult, [ChatPort, ClockPort]);
  bindInstance(bind, EditResultToken, EditResult, [ChatPort, ClockPort]);
  bindInstance(bind, AskAboutResultToken, AskAboutResult, [ChatPort, ClockPort]);
  bindInstance(bind, ExportToSpreadsheetToken, ExportToSpreadsheet, [ChatPort]);
  bindFromServices<ResultUseCases>(bind, ResultUseCasesToken, {
    approveResult: ApproveResultToken,
    rejectResult: RejectResultToken,
    regenerateResult: RegenerateResultToken,
    editResult: EditResultToken,
    askAboutResult: AskAboutResultToken,
    exportToSpreadsheet: ExportToSpreadsheetToken,
  });
});

/** A result's flows over the given ports, bound as the page binds them: for view-model tests. */
export function resultUseCasesOver(ports: { chat: ChatPort; clock: ClockPort }): ResultUseCases {
  const container = new Container();
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(ClockPort).toConstantValue(ports.clock);
  container.load(resultUseCasesModule);
  return container.get<ResultUseCases>(ResultUseCasesToken);
}
