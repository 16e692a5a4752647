import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/**
 * The address the page shows once it has opened this one and made its redirects (path and query).
 * Only a page tells: the view models take any address they are given.
 */
export const theAddressAfterOpening = (address: string) =>
  question(
    `the address after opening ${address}`,
    onlyInTheBrowser(async (app) => {
      await app.open(address);
      await app.workspaceReady();
      const { pathname, search } = new URL(app.page.url());
      return `${pathname}${search}`;
    }),
  );
