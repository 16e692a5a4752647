import { ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { RenameChat, RenameChatToken } from '../../core/use-cases/chat-list/RenameChat';

/** The chat list's flows (src/core/use-cases/chat-list), over whatever ChatPort the profile bound. */
export const chatListUseCasesModule = new ContainerModule(({ bind }) => {
  bind(RenameChatToken)
    .toResolvedValue((chat: ChatPort) => new RenameChat(chat), [ChatPort])
    .inSingletonScope();
});
