import { onlyInThePage } from '../actors/drivers';
import { BrowserResults } from '../chat/BrowserResults';
import { question } from '../questions/Question';

const onTheResultsPage = onlyInThePage(BrowserResults);

/**
 * The launch configuration's Edit dialog, used: its text box's label and submit button, whether
 * the button is disabled while the box is empty, then feedback typed and sent with Ctrl+Enter,
 * the backend's answer held meanwhile: whether the button shows a spinner (and is disabled) while
 * the request is in progress, and whether the dialog closed once it was answered.
 */
export const theLaunchDialogInUse = (feedback: string) =>
  question(
    'the launch configuration dialog in use',
    onTheResultsPage(async (results) => {
      const dialog = await results.dialogOf('the launch configuration', 'Edit');
      const box = dialog.getByRole('textbox');
      const submit = dialog.locator('button[type="submit"]');
      const seen = {
        title: ((await dialog.getByRole('heading').first().textContent()) ?? '').trim(),
        box: ((await dialog.locator('label').first().textContent()) ?? '').trim(),
        button: ((await submit.textContent()) ?? '').trim(),
        disabledWhileEmpty: false,
        disabledWhileBusy: false,
        spinnerWhileBusy: false,
        closedOnceAnswered: false,
      };
      await box.fill('');
      seen.disabledWhileEmpty = await submit.isDisabled();
      let letThrough = () => {};
      const answered = new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await results.page.route('**/api/chat', async (route) => {
        if (route.request().method() === 'POST') await answered;
        await route.fallback();
      });
      try {
        await box.fill(feedback);
        await box.press('Control+Enter');
        const spinner = submit.locator('[data-spinner]');
        seen.spinnerWhileBusy = await spinner
          .waitFor({ timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
        seen.disabledWhileBusy = await submit.isDisabled();
      } finally {
        letThrough();
        await results.page.unroute('**/api/chat');
      }
      seen.closedOnceAnswered = await dialog
        .waitFor({ state: 'detached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await results.sent();
      return seen;
    }),
  );
