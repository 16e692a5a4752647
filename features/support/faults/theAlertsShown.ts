import type { Page } from 'playwright-core';
import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/** The alerts the page shows now: error banners, failed states, error dialogs, each whole. */
export async function alertTextsOn(page: Page): Promise<string[]> {
  const alerts = page.locator('[role="alert"]:visible, [role="alertdialog"]:visible');
  return (await alerts.allTextContents()).map((text) => text.trim()).filter(Boolean);
}

/**
 * The alerts the page shows now. Asked after a shaky backend, which only the browser level has
 * (@browser-only scenarios).
 */
export const theAlertsShown = () =>
  question(
    'the alerts shown',
    onlyInTheBrowser(async (app) => alertTextsOn(app.page)),
  );
