import { ACCOUNT_ADMIN_SCREENS } from './account-admin-screens';
import { ADMIN_SCREENS } from './admin-screens';
import { BRIEFCASE_SCREENS } from './briefcase-screens';
import { CAMPAIGN_SCREENS } from './campaign-screens';
import { CHAT_SCREENS } from './chat-screens';
import { LAYOUT_SCREENS } from './layout-screens';
import type { OpenTheScreen } from './openers';
import { SIGN_IN_SCREENS } from './sign-in-screens';

/**
 * Every screen of the product, each dialog and menu open on it, by the name a scenario gives it,
 * with how a user brings it up. A new screen, dialog or menu is one line in its area's list (and
 * its name in a table of features/accessibility/every-screen.feature, which every-screen.test.ts
 * checks): the sweep then opens it and runs axe-core on it.
 */
export const EVERY_SCREEN: Record<string, OpenTheScreen> = {
  ...SIGN_IN_SCREENS,
  ...CHAT_SCREENS,
  ...BRIEFCASE_SCREENS,
  ...CAMPAIGN_SCREENS,
  ...ADMIN_SCREENS,
  ...ACCOUNT_ADMIN_SCREENS,
  ...LAYOUT_SCREENS,
};
