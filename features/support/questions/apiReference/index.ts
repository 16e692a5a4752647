import { interaction, onlyInTheBrowser } from '../../interactions/Interaction';
import { question } from '../Question';

/**
 * Swagger UI resolves the whole document (its named schemas, every example) before it shows the
 * first group: 10–17 s on a loaded 2-core machine, over the default 15 s.
 */
const RENDERED = { timeout: 45_000 };

/** The backend contract's reference page (/api/docs), which only the demo backend's server serves. */
export const openApiReference = () =>
  interaction(
    'open the API reference',
    onlyInTheBrowser(async (app) => {
      await app.page.goto(`${app.backendUrl}/api/docs`, RENDERED);
      await app.page.locator('.opblock-tag[data-tag]').first().waitFor(RENDERED);
    }),
  );

/** The reference's sections, in order. */
export const referenceSections = () =>
  question(
    'the sections of the API reference',
    onlyInTheBrowser(async (app) => {
      const sections = app.page.locator('.opblock-tag[data-tag]');
      await sections.first().waitFor();
      const names: string[] = [];
      for (const section of await sections.all()) names.push((await section.getAttribute('data-tag')) ?? '');
      return names;
    }),
  );

/** The credentials the reference lets a reader enter (its Authorize dialog). */
export const referenceCredentials = () =>
  question(
    'the credentials of the API reference',
    onlyInTheBrowser(async (app) => {
      await app.page.getByRole('button', { name: 'Authorize' }).first().click();
      const schemes = app.page.locator('.auth-container h4');
      await schemes.first().waitFor();
      const names = (await schemes.allTextContents()).map((text) => text.trim().split(/\s+/)[0] ?? '');
      await app.page.getByRole('button', { name: 'Close' }).first().click();
      return names;
    }),
  );
