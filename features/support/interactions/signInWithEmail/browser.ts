import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { openTheChooser } from '../signIn/browser';

/** Types the email beside the personas and presses its button; waits for the page's answer. */
export async function signInWithEmailInTheBrowser(app: BrowseTheApp, email: string): Promise<void> {
  // A refused sign-in is logged as 'Login Failed' (spec 1 §2) besides what the page shows.
  app.expectLogged('Login Failed');
  await openTheChooser(app);
  const dialog = app.page.getByRole('dialog', { name: 'Choose a demo persona' });
  await dialog.getByLabel('Or an email on the Allowed Users list').fill(email);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  const greeting = app.page.getByRole('heading', { level: 2, name: /'s Sidekick$/ });
  await dialog.getByRole('alert').or(greeting).first().waitFor();
  if ((await app.currentPath()) !== '/login') await app.workspaceReady();
}
