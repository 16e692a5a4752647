import { onScreen } from '../on-a-screen';

/** A link of the open drawer's navigation ("Status", "Campaigns" …): the screen goes there. */
export const followADrawerLink = (name: string) =>
  onScreen(`follow the drawer's ${name} link`, async (app) => {
    const before = app.page.url();
    await app.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await app.page.waitForURL((url) => url.toString() !== before);
    await app.settled();
  });
