import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

/** The login screen's persona chooser open, whoever was signed in on this page signed out first. */
export async function openTheChooser(app: BrowseTheApp): Promise<void> {
  await app.open('/login');
  const signInButton = app.page.getByRole('button', { name: 'Sign in', exact: true });
  const logout = app.page.getByRole('button', { name: 'Logout' });
  await signInButton.or(logout).first().waitFor();
  // Another persona of the scenario is still signed in here: they log out first, as at a shared desk.
  if (await logout.isVisible()) {
    await logout.click();
    await app.page.waitForURL((url) => url.pathname === '/login');
  }
  await signInButton.click();
  await app.page.getByRole('dialog', { name: 'Choose a demo persona' }).waitFor();
}

export async function signInInTheBrowser(app: BrowseTheApp, displayName: string): Promise<void> {
  await openTheChooser(app);
  await app.page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
  await app.page.waitForURL((url) => url.pathname !== '/login');
  await app.workspaceReady();
}
