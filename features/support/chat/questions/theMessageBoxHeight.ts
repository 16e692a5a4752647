import { composerHeight } from '../../../../src/ui/chat/composer/composer-keys';
import { question } from '../../questions/Question';
import { onTheChatViewModels } from '../drivers';

/** The message box's height for a text this many pixels tall (spec 1 §2: 56 to 200 px). */
export const theMessageBoxHeightFor = (textPx: number) =>
  question(
    `the message box's height for a text ${textPx} pixels tall`,
    onTheChatViewModels(async () => composerHeight(textPx)),
  );
