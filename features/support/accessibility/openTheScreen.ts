import { onScreen } from '../small-screens/on-a-screen';
import { EVERY_SCREEN } from './screens/every-screen';

/** Brings up a screen of the sweep by its name (a page, or a dialog or menu open on one). */
export const openTheScreen = (name: string) =>
  onScreen(`open ${name}`, async (app) => {
    const open = EVERY_SCREEN[name];
    if (!open) {
      throw new Error(
        `No screen of the sweep is called "${name}"; known: ${Object.keys(EVERY_SCREEN).join('; ')}`,
      );
    }
    // A locator's timeout does not say which screen of a long table it was opening.
    await open(app).catch((error: Error) => {
      throw new Error(`Opening ${name} failed: ${error.message}`);
    });
  });
