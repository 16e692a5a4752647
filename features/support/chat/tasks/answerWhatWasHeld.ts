import { interaction } from '../../interactions/Interaction';
import { onTheDemoBackend } from '../drivers';
import { eventually } from '../eventually';
import { ViewModelChat } from '../ViewModelChat';

/** The demo backend lets held answers through; the page takes them in. */
export const answerWhatWasHeld = () =>
  interaction(
    'answer what it held',
    onTheDemoBackend({
      async viewModel(backend, actor) {
        backend.traffic.releaseAll();
        const chat = actor.abilityTo(ViewModelChat);
        // A scenario that never showed the chat (a campaign page) has no thread to wait for.
        if (chat.everShown) {
          const { thread } = await chat.shownWorkspace();
          await eventually(() => !thread.sending && thread.historyState !== 'loading');
        }
        await backend.app.settled();
      },
      browser: (backend) => backend.release(),
    }),
  );
