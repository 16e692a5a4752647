import { question } from '../../questions/Question';
import { onTheChatViewModels } from '../drivers';

/**
 * The message box's height once the box measures a text this many pixels tall (spec 1 §2: 56 to
 * 200 px). Only the view models can be handed a measure: a page measures its own text.
 */
export const theMessageBoxHeightFor = (textPx: number) =>
  question(
    `the message box's height for a text ${textPx} pixels tall`,
    onTheChatViewModels(async (chat) => {
      const { composer } = await chat.shownWorkspace();
      composer.textMeasured(textPx);
      return composer.boxHeight;
    }),
  );
