import type { Request } from 'playwright-core';
import type { Actor } from '../../actors/Actor';
import { interaction } from '../../interactions/Interaction';
import { historyPageOf, isHistoryRead } from '../BackendTraffic';
import { callOf } from '../BrowserSlowBackend';
import { onTheChat } from '../drivers';
import { ViewModelSlowBackend } from '../ViewModelSlowBackend';

/** What the actor remembers: the pages of the history read while they scrolled up. */
export const PAGES_READ_SCROLLING = 'the history pages read while scrolling up';

/** More than any scenario's chat has pages: a list that never stops growing fails the step. */
const MOST_SCROLLS = 50;

/**
 * Scrolls the open chat up until its first message shows: each time the first row is reached
 * the list reads the page before it. Remembers which pages were asked for meanwhile.
 */
export const scrollToTheTop = () =>
  interaction(
    'scroll to the top of the chat',
    onTheChat({
      async viewModel(chat, actor) {
        const { thread } = await chat.shownWorkspace();
        const { traffic } = actor.abilityTo(ViewModelSlowBackend);
        const from = traffic.calls.length;
        // What the list does each time its first row is drawn.
        for (let scroll = 0; thread.hasEarlierMessages && scroll < MOST_SCROLLS; scroll++)
          await thread.scrolledToTop();
        remember(actor, traffic.calls.slice(from).filter(isHistoryRead).map(historyPageOf));
      },
      async browser(chat, actor) {
        const pages: string[] = [];
        const seen = (request: Request) => {
          const call = callOf(request);
          if (isHistoryRead(call)) pages.push(historyPageOf(call));
        };
        chat.page.on('request', seen);
        const list = chat.page.getByTestId('message-list');
        let count = -1;
        for (let scroll = 0; scroll < MOST_SCROLLS; scroll++) {
          const now = Number(await list.getAttribute('data-message-count'));
          if (now === count) break;
          count = now;
          // Two frames: the list draws its first row, and asks for the page before it.
          await list.evaluate(
            (element) =>
              new Promise((drawn) => {
                element.scrollTo(0, 0);
                requestAnimationFrame(() => requestAnimationFrame(drawn));
              }),
          );
          await chat.app.settled();
        }
        chat.page.off('request', seen);
        remember(actor, pages);
      },
    }),
  );

function remember(actor: Actor, pages: string[]): void {
  actor.remember(PAGES_READ_SCROLLING, pages);
}
