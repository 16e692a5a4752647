import { onScreen } from '../on-a-screen';

/** The message typed (the on-screen keyboard is the page's input), then "Send" tapped: the chat shows it. */
export const sendByTouch = (text: string) =>
  onScreen(`send "${text}" by touch`, async ({ page }) => {
    const composer = page.getByRole('region', { name: 'Message input' });
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await composer.getByRole('button', { name: 'Send', exact: true }).tap();
    await page
      .locator('[data-testid="chat-message"][data-message-type="user"]')
      .filter({ hasText: text })
      .or(composer.getByRole('alert'))
      .first()
      .waitFor();
  });
