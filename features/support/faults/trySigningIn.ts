import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { interaction } from '../interactions/Interaction';
import { openTheChooser } from '../interactions/signIn/browser';
import { signInWithEmailOnTheViewModels } from '../interactions/signInWithEmail/viewModel';

/**
 * One try at signing in with the email beside the personas, waiting until the page is done with
 * it: the workspace, a refusal, or — a failed sign-in shows nothing (spec 1 §2) — the chooser's
 * button free again.
 */
export const trySigningIn = (email: string) =>
  interaction(`try signing in with ${email}`, {
    viewModel: (app) => signInWithEmailOnTheViewModels(app, email),
    browser: (app) => tryInTheBrowser(app, email),
  });

async function tryInTheBrowser(app: BrowseTheApp, email: string): Promise<void> {
  // A failed or refused sign-in is logged as 'Login Failed' (spec 1 §2).
  app.expectLogged('Login Failed');
  await openTheChooser(app);
  const dialog = app.page.getByRole('dialog', { name: 'Choose a demo persona' });
  await dialog.getByLabel('Or an email on the Allowed Users list').fill(email);
  const button = dialog.getByRole('button', { name: 'Sign in with email' });
  await button.click();
  // Busy first (the button disabled while the sign-in runs), unless it was over at once.
  await dialog
    .locator('button[type="submit"][disabled]')
    .waitFor({ timeout: 2_000 })
    .catch(() => undefined);
  const greeting = app.page.getByRole('heading', { level: 2, name: /'s Sidekick$/ });
  const freeAgain = dialog.locator('button[type="submit"]:not([disabled])');
  await greeting.or(dialog.getByRole('alert')).or(freeAgain).first().waitFor();
  if ((await app.currentPath()) !== '/login') await app.workspaceReady();
}
