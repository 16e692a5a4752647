import { ViewModelChat } from '../../chat/ViewModelChat';
import { interaction } from '../../interactions/Interaction';
import { onThePalette } from '../drivers';

/**
 * Types where the focus is and presses Enter, with no click: the message is sent only if the
 * focus is in the message box.
 */
export const typeAndSendWithTheKeyboard = (text: string) =>
  interaction(
    `type "${text}" and press Enter, without the mouse`,
    onThePalette({
      async viewModel(palette, actor) {
        if (!palette.landing?.focusMessageBox) throw new Error('The focus is not in the message box');
        const { composer } = await actor.abilityTo(ViewModelChat).shownWorkspace();
        composer.textChanged(text);
        await composer.sendClicked();
        await palette.app.settled();
      },
      async browser(palette) {
        const box = palette.page.getByRole('textbox', { name: 'Message', exact: true });
        await box.waitFor();
        await palette.page.waitForFunction(
          () => document.activeElement?.getAttribute('aria-label') === 'Message',
        );
        await palette.page.keyboard.type(text);
        await palette.page.keyboard.press('Enter');
        await palette.page.getByTestId('chat-message').filter({ hasText: text }).first().waitFor();
      },
    }),
  );
