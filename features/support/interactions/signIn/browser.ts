import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

export async function signInInTheBrowser(app: BrowseTheApp, displayName: string): Promise<void> {
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
  await app.page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
  await app.page.waitForURL((url) => url.pathname !== '/login');
  await app.workspaceReady();
}
