import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import type { ResultKind } from '../support/chat/chat-words';
import { theAddressAfterOpening } from '../support/what-the-page-shows/theAddressAfterOpening';
import { theErrorScreenWithoutTheCode } from '../support/what-the-page-shows/theErrorScreenWithoutTheCode';
import { theLaunchDialogInUse } from '../support/what-the-page-shows/theLaunchDialog';
import { theLoginScreen } from '../support/what-the-page-shows/theLoginScreen';
import { theResultDrawer } from '../support/what-the-page-shows/theResultDrawer';
import { theRoleDialogButtons } from '../support/what-the-page-shows/theRoleDialogButtons';
import { theWorkspaceParts } from '../support/what-the-page-shows/theWorkspaceParts';
import { whatShowsWhileTheCodeLoads } from '../support/what-the-page-shows/whatShowsWhileTheCodeLoads';
import type { SidekickWorld } from '../support/world';

const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Checks that the login screen shows a picture by that name (loaded) and a button by that label (browser only). */
Then(
  'the login screen shows the picture {string} and the button {string}',
  async function (this: SidekickWorld, picture: string, button: string) {
    const { pictures, buttons } = await this.actorInTheSpotlight.answer(theLoginScreen());
    assert.deepEqual({ pictures, buttons }, { pictures: [picture], buttons: [button] });
  },
);

/** Reloads the page with its signed-in screens' code held back and checks what it says meanwhile, line by line (browser only). */
Then(
  'while its code loads the page says {string} and {string}',
  async function (this: SidekickWorld, first: string, second: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(whatShowsWhileTheCodeLoads()), [first, second]);
  },
);

/**
 * Follows the page's link by that name while the app's lazily loaded code cannot be fetched and
 * checks the heading shown and the line under it; in the line, N stands for any chunk id
 * ("Loading chunk N failed") (browser only).
 */
Then(
  "the link {string} followed without the app's code shows {string} over {string}",
  async function (this: SidekickWorld, link: string, heading: string, detail: string) {
    const seen = await this.actorInTheSpotlight.answer(theErrorScreenWithoutTheCode(link));
    assert.equal(seen.heading, heading);
    const [before, after] = detail.split('N');
    assert.ok(
      seen.detail.startsWith(before ?? '') && seen.detail.includes(after ?? '', (before ?? '').length + 1),
      `the line under the heading reads "${seen.detail}", not "${detail}"`,
    );
  },
);

/** Opens each address of the table's "address" column and checks where the page ends up ("ends at"), redirects made (browser only). */
Then('opening these addresses ends at:', async function (this: SidekickWorld, table: DataTable) {
  const seen: Record<string, string>[] = [];
  for (const row of table.hashes()) {
    const address = row.address ?? '';
    seen.push({ address, 'ends at': await this.actorInTheSpotlight.answer(theAddressAfterOpening(address)) });
  }
  assert.deepEqual(seen, table.hashes());
});

/**
 * On the Roles tab: checks the buttons of Add Role's dialog and of the role's Edit dialog, in
 * order, written "Cancel, Create Role"; each dialog is closed with its Cancel (browser only).
 */
Then(
  'adding a role offers {string} and editing {string} offers {string}, each closed by Cancel',
  async function (this: SidekickWorld, adding: string, role: string, editing: string) {
    const seen = await this.actorInTheSpotlight.answer(theRoleDialogButtons(role));
    assert.deepEqual(seen, { adding: list(adding), editing: list(editing) });
  },
);

/** Checks the parts of the chat workspace the page shows, written "a message list, an input area" (the briefcase opened if closed; browser only). */
Then('the chat workspace shows {string}', async function (this: SidekickWorld, parts: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theWorkspaceParts()), list(parts));
});

/**
 * Checks a result's more-actions drawer as drawn: its width and the height it may grow to, in CSS
 * pixels, and that exactly the items named are disabled and drawn greyed out (browser only).
 */
Then(
  'the drawer of {result} is {int} by at most {int} pixels and greys out {string}',
  async function (this: SidekickWorld, which: ResultKind, width: number, height: number, items: string) {
    const seen = await this.actorInTheSpotlight.answer(theResultDrawer(which));
    assert.deepEqual(seen, {
      width,
      maxHeight: `${height}px`,
      disabled: list(items),
      greyed: list(items),
    });
  },
);

/**
 * Opens the launch configuration's Edit dialog and checks its title, its text box's label and its
 * submit button; that the button is disabled while the box is empty; then types the feedback,
 * presses Ctrl+Enter with the backend's answer held, and checks that the button shows a spinner
 * and is disabled until the answer comes, and that the dialog then closes (browser only).
 */
Then(
  "the launch configuration's {string} dialog has a {string} box and {string}, which Ctrl+Enter submits with {string}",
  async function (this: SidekickWorld, title: string, box: string, button: string, feedback: string) {
    const seen = await this.actorInTheSpotlight.answer(theLaunchDialogInUse(feedback));
    assert.deepEqual(seen, {
      title,
      box,
      button,
      disabledWhileEmpty: true,
      disabledWhileBusy: true,
      spinnerWhileBusy: true,
      closedOnceAnswered: true,
    });
  },
);
