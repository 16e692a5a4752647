import { hasResult } from '../../../../src/ui/chat/thread/message-view';
import { eventually } from '../../chat/eventually';
import { question } from '../../questions/Question';
import { VIEW_TIMEOUT_MS } from '../BrowserCampaignWork';
import { onTheWork } from '../drivers';

/** The placements whose screenshot shows as an image in the latest screenshots, once linked. */
export const theScreenshotImages = () =>
  question(
    'the screenshots shown as images',
    onTheWork<string[]>({
      async viewModel(work) {
        const thread = await work.thread();
        const images = () => {
          const message = thread.messages.findLast(hasResult);
          const choice = message && work.viewOf(message);
          return choice?.kind === 'screenshots' ? choice.model.shots.filter((shot) => shot.imageUrl) : [];
        };
        // The images' links come with the history the chat reads once the result is in.
        await eventually(() => images().length > 0);
        return images().map((shot) => shot.placement);
      },
      async browser(work) {
        const images = (await work.latestView('Screenshots')).getByRole('img', { name: /^Screenshot: / });
        await images.first().waitFor({ timeout: VIEW_TIMEOUT_MS });
        // An image counts once the browser has drawn it from its link.
        await work.page.waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('section[aria-label="Screenshots"] img')].every(
              (image) => image.complete && image.naturalWidth > 0,
            ),
          undefined,
          { timeout: VIEW_TIMEOUT_MS },
        );
        const names = await images.evaluateAll((found) =>
          found.map((image) => image.getAttribute('alt') ?? ''),
        );
        return names.map((name) => name.replace(/^Screenshot: /, ''));
      },
    }),
  );
