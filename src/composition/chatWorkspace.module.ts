import { ContainerModule } from 'inversify';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ClockPort } from '../core/ports/ClockPort';
import type { Announcer } from '../ui/announcements/Announcer';
import { answerAnnouncement } from '../ui/announcements/answer-announcement';
import type { ChatUseCases } from '../ui/chat/ChatUseCases';
import type { ResultUseCases } from '../ui/chat/result-actions/result-actions-deps';
import { ChatWorkspaceViewModel } from '../ui/chat/workspace/ChatWorkspaceViewModel';
import type { CreateChatWorkspace } from '../ui/chat/workspace/useChatWorkspace';
import type { SessionStore } from '../ui/session/SessionStore';
import type { ChatListViewModel } from '../ui/sidebar-chats/ChatListViewModel';
import { loadingCode } from './load-once';
import { TOKENS } from './tokens';
import { ChatUseCasesToken, chatUseCasesModule } from './use-cases/chat.module';

/**
 * The chat workspace's factory over the chat's flows, loaded the first time the chat shows (the
 * chat workspace feature): the other routes' first loads do not carry the chat's view models.
 */
const chatWorkspaceFactoryModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CreateChatWorkspace)
    .toResolvedValue(
      (
        useCases: ChatUseCases,
        loadResultUseCases: () => Promise<ResultUseCases>,
        chatList: ChatListViewModel,
        session: SessionStore,
        clock: ClockPort,
        events: AppEventsPort,
        announcer: Announcer,
      ): CreateChatWorkspace =>
        () =>
          new ChatWorkspaceViewModel({
            useCases,
            loadResultUseCases,
            clock,
            events,
            session,
            onChatsChanged: () => chatList.reloadSoon(),
            answered: (content) => announcer.say(answerAnnouncement(content)),
            loadingCode,
          }),
      [
        ChatUseCasesToken,
        TOKENS.LoadResultUseCases,
        TOKENS.ChatList,
        TOKENS.SessionStore,
        ClockPort,
        AppEventsPort,
        TOKENS.Announcer,
      ],
    )
    .inSingletonScope();
});

export const chatWorkspaceModules = [chatUseCasesModule, chatWorkspaceFactoryModule];
