import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/** The parts of the chat workspace the page draws, by the names a screen reader gives them. */
export const theWorkspaceParts = () =>
  question(
    'the parts of the chat workspace',
    onlyInTheBrowser(async (app) => {
      const { page } = app;
      const input = page.getByRole('region', { name: 'Message input' });
      const briefcase = page.getByRole('complementary', { name: 'Briefcase' });
      if (!(await briefcase.isVisible())) {
        await input.getByRole('button', { name: 'Show briefcase' }).click();
        await briefcase.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      const parts = {
        'a message list': page.getByRole('log', { name: 'Messages' }),
        'an input area': input,
        'a send button': input.getByRole('button', { name: 'Send', exact: true }),
        'the briefcase': briefcase,
      };
      const shown: string[] = [];
      for (const [part, locator] of Object.entries(parts)) {
        if (await locator.isVisible()) shown.push(part);
      }
      return shown;
    }),
  );
