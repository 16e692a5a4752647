import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';
import { holdTheLazyCode } from './app-code';

/**
 * The page reloaded with its signed-in screens' code held back, as on a slow network: what it
 * shows while it waits (read once it shows anything), then the code let through.
 */
export const whatShowsWhileTheCodeLoads = () =>
  question(
    'what shows while the code loads',
    onlyInTheBrowser(async (app) => {
      const held = await holdTheLazyCode(app);
      try {
        await app.page.reload({ waitUntil: 'commit' });
        const waiting = app.page.getByRole('status').first();
        await waiting.waitFor();
        // One line per child: the spinner draws no text.
        return waiting.evaluate((element) =>
          [...element.children].map((child) => child.textContent?.trim() ?? '').filter(Boolean),
        );
      } finally {
        await held.release();
        await app.workspaceReady();
      }
    }),
  );
