import { ContainerModule } from 'inversify';
import type { HttpClient } from '../adapters/http/HttpClient';
import { HttpDemoAdapter } from '../adapters/http/HttpDemoAdapter';
import type { AppEventsPort as AppEvents } from '../core/ports/AppEventsPort';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import type { AuthPort as Auth } from '../core/ports/AuthPort';
import { AuthPort } from '../core/ports/AuthPort';
import type { ChatPort as Chat } from '../core/ports/ChatPort';
import { ChatPort } from '../core/ports/ChatPort';
import type { ClockPort as Clock } from '../core/ports/ClockPort';
import { ClockPort } from '../core/ports/ClockPort';
import type { DemoPort as Demo } from '../core/ports/DemoPort';
import { DemoPort } from '../core/ports/DemoPort';
import type { StoragePort as Storage } from '../core/ports/StoragePort';
import { StoragePort } from '../core/ports/StoragePort';
import { DoStoryStep } from '../core/use-cases/demo/DoStoryStep';
import { ReadStoryProgress } from '../core/use-cases/demo/ReadStoryProgress';
import { SwitchDemoPack } from '../core/use-cases/demo/SwitchDemoPack';
import { PortCalls } from '../core/use-cases/port-calls';
import type { PresenterUseCases } from '../ui/presenter/PresenterUseCases';
import { PresenterViewModel } from '../ui/presenter/PresenterViewModel';
import type { SessionStore } from '../ui/session/SessionStore';
import { TOKENS } from './tokens';

/**
 * The presenter's panel (issue 29), loaded with its first opening: the DemoPort over HTTP (the
 * memory profile answers it in the page) and the panel's flows and view model.
 */
export const presenterModule = new ContainerModule(({ bind }) => {
  bind(DemoPort)
    .toResolvedValue((client: HttpClient) => new HttpDemoAdapter(client), [TOKENS.HttpClient])
    .inSingletonScope();
  bind(TOKENS.Presenter)
    .toResolvedValue(
      (
        demo: Demo,
        chat: Chat,
        events: AppEvents,
        clock: Clock,
        session: SessionStore,
        auth: Auth,
        storage: Storage,
      ) => {
        const useCases: PresenterUseCases = {
          demo: new PortCalls(demo),
          switchPack: new SwitchDemoPack(demo, events, { auth, storage }),
          readStory: new ReadStoryProgress(chat),
          doStoryStep: new DoStoryStep(chat, demo, events),
        };
        return new PresenterViewModel(useCases, session, clock);
      },
      [DemoPort, ChatPort, AppEventsPort, ClockPort, TOKENS.SessionStore, AuthPort, StoragePort],
    )
    .inSingletonScope();
});
