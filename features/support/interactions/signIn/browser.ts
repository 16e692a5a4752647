import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

export async function signInInTheBrowser(app: BrowseTheApp, displayName: string): Promise<void> {
  await app.open('/login');
  await app.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await app.page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
  await app.page.waitForURL((url) => url.pathname !== '/login');
  await app.workspaceReady();
}
