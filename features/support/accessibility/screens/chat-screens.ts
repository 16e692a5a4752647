import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { aDialog, aMenu, aTextbox, at, button, menuItem, type OpenTheScreen, pressing } from './openers';

/** Keys pressed on the home screen with the focus outside any text field, until a dialog shows. */
const keysOnTheHomeScreen =
  (keys: string): OpenTheScreen =>
  async (app) => {
    await at('/')(app);
    await app.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await app.page.keyboard.press(keys);
    await aDialog(app.page).first().waitFor();
    await app.settled();
  };

/** The seeded chat whose answers are results: an insertion order's, then a launch template's. */
export async function aChatWithResults(app: BrowseTheApp): Promise<void> {
  await at('/')(app);
  await app.page.getByRole('link', { name: /Q4 holiday insertion order/ }).click();
  await app.page.getByRole('table', { name: 'Result details' }).first().waitFor();
  await app.settled();
}

const MORE = 'More actions for this result';
/** The first result is approved already: Reject is offered on the second. */
const resultMenu = (which: 'first' | 'last'): OpenTheScreen =>
  pressing(aChatWithResults, (page) => page.getByRole('button', { name: MORE })[which](), aMenu);
const resultDialog = (which: 'first' | 'last', item: string) =>
  pressing(resultMenu(which), menuItem(item), aDialog);

/** The last chat's: the first is pinned, and a pinned chat is unpinned before it can be removed. */
const chatOptions = pressing(at('/'), (page) => button(/^Chat options for /)(page).last(), aMenu);

/** The chat workspace (spec 1 §2): the classic sidebar's chats, the results, their dialogs. */
export const CHAT_SCREENS: Record<string, OpenTheScreen> = {
  'the home screen': at('/'),
  'the prompt templates menu': pressing(at('/'), button('Prompt templates'), aMenu),
  // Issue 31: the command palette (Ctrl+K) and the list of shortcuts (?), from anywhere.
  'the command palette': keysOnTheHomeScreen('Control+k'),
  'the list of shortcuts': keysOnTheHomeScreen('?'),
  "a chat's options menu": chatOptions,
  "a chat's rename field": pressing(chatOptions, menuItem('Rename'), aTextbox('Chat name')),
  "a chat's remove confirmation": pressing(chatOptions, menuItem('Remove'), aDialog),
  'a chat with results': aChatWithResults,
  "a result's actions menu": resultMenu('first'),
  "a result's reject dialog": resultDialog('last', 'Reject'),
  "a result's edit dialog": resultDialog('first', 'Edit'),
  "a result's ask assistant dialog": resultDialog('first', 'Ask Assistant'),
};
