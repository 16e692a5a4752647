import { onScreen } from '../on-a-screen';

/** The login screen's "Sign in", then the persona's own button in the chooser, each tapped. */
export const signInByTouch = () =>
  onScreen('sign in by touch', async (app, actor) => {
    await app.open('/login');
    await app.page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await app.page
      .getByRole('dialog', { name: 'Choose a demo persona' })
      .getByRole('button', { name: `Sign in as ${actor.name}` })
      .tap();
    await app.page.waitForURL((url) => url.pathname !== '/login');
    await app.workspaceReady();
  });
