import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/** What the login screen draws: the names of its pictures that loaded, and its buttons. */
export const theLoginScreen = () =>
  question(
    'the login screen',
    onlyInTheBrowser(async (app) => {
      const main = app.page.getByRole('main');
      await main.getByRole('button').first().waitFor();
      const pictures = await main
        .getByRole('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.complete && image.naturalWidth > 0)
            .map((image) => image.alt),
        );
      const buttons = (await main.getByRole('button').allInnerTexts()).map((text) => text.trim());
      return { pictures, buttons };
    }),
  );
