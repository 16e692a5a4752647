import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { BriefcaseSectionName, BriefcaseTabName, FileRef } from '../support/briefcase/briefcase-words';
import {
  theMessageGoneTo,
  whetherTheResultBehindIsReferenced,
} from '../support/briefcase/questions/theChatSide';
import { theDateOf, thePreviewOf, theStatusOf } from '../support/briefcase/questions/theFile';
import { theMenuInThePage, theMenuOf } from '../support/briefcase/questions/theMenuOf';
import {
  theEmptyTextOfTheSection,
  theFilesOfTheSection,
  theSectionOfTheResultOf,
} from '../support/briefcase/questions/theSections';
import { theBadgeOf, theEmptyTextOf, theFilesListedIn } from '../support/briefcase/questions/theTabs';
import { dateOnDayAgo } from '../support/briefcase/records';
import type { FileRow } from '../support/briefcase/scenario-chats';
import { aResultArrives } from '../support/briefcase/tasks/aResultArrives';
import { chooseForTheFile } from '../support/briefcase/tasks/chooseForTheFile';
import { cutOffTheBackend } from '../support/briefcase/tasks/cutOffTheBackend';
import {
  FILES_SEEDED_AT,
  haveAChatWithAResultOf,
  haveAChatWithFiles,
} from '../support/briefcase/tasks/haveAChatWithFiles';
import { toggleTheSection } from '../support/briefcase/tasks/toggleTheSection';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

const sections = (names: string) => names.split(/,| and /).map((name) => name.trim() as BriefcaseSectionName);

// Given: the chats and files the scenario starts from (the in-process demo backend).

/** Sets the scene: a chat with that summary holding files; a table with a heading: file, kind (uploaded or generated), then any of action, sent, pinned, status, content, link. */
Given(
  'they have a chat {string} with these files:',
  function (this: SidekickWorld, summary: string, table: DataTable) {
    const rows = table.hashes() as unknown as FileRow[];
    return this.actorInTheSpotlight.attemptsTo(haveAChatWithFiles(summary, rows));
  },
);

/** Sets the scene: a chat with that summary holding a finished result of that action ("campaign-processor" …). */
Given(
  'they have a chat {string} with a result of {string}',
  function (this: SidekickWorld, summary: string, action: string) {
    return this.actorInTheSpotlight.attemptsTo(haveAChatWithAResultOf(summary, action));
  },
);

/** Cuts the demo backend off: every call fails as if the network were down. */
Given('the backend cannot be reached', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(cutOffTheBackend());
});

// When: what the user does.

/** Opens (or closes) that section of the briefcase: Campaign, Launch Configuration, Creative or IO. */
When('they open the {section} section', function (this: SidekickWorld, section: BriefcaseSectionName) {
  return this.actorInTheSpotlight.attemptsTo(toggleTheSection(section));
});

/** Makes a new result of that action arrive in the open chat, as if Sidekick had just made it. */
When('a {string} result arrives in the chat', function (this: SidekickWorld, action: string) {
  return this.theDemoBackend.attemptsTo(aResultArrives(action));
});

/** Chooses that item of a briefcase file's menu ("Rename", "Delete" …). */
When('they choose {string} for {file}', function (this: SidekickWorld, item: string, file: FileRef) {
  return this.actorInTheSpotlight.attemptsTo(chooseForTheFile(item, file));
});

// Then: what the user sees.

/** Checks the briefcase section the result of that action is filed under. */
Then(
  'the {string} result is filed under {section}',
  async function (this: SidekickWorld, action: string, section: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theSectionOfTheResultOf(action)), section);
  },
);

/** Checks the files a briefcase section lists, in order, written "Campaign brief, Summary". */
Then(
  'the {section} section lists {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, names: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theFilesOfTheSection(section)), list(names));
  },
);

/** Checks the files the Workflow or Uploaded tab lists, in order, written "brief.pdf, logo.png". */
Then(
  'the {briefcaseTab} tab lists {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, names: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theFilesListedIn(tab)), list(names));
  },
);

/** Checks the empty Workflow or Uploaded tab's text, exactly. */
Then(
  'the {briefcaseTab} tab says {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theEmptyTextOf(tab)), text);
  },
);

/** Checks the empty briefcase section's text, exactly. */
Then(
  'the {section} section says {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theEmptyTextOfTheSection(section)), text);
  },
);

/** Checks that that briefcase section is open. */
Then('the {section} section is open', async function (this: SidekickWorld, section: BriefcaseSectionName) {
  const files = await this.actorInTheSpotlight.answer(theFilesOfTheSection(section));
  assert.notEqual(files, null, `${section} is collapsed`);
});

/** Checks that every section named is collapsed, written "Campaign, Creative and IO". */
Then(/^the (.+) sections are collapsed$/, async function (this: SidekickWorld, names: string) {
  for (const section of sections(names)) {
    assert.equal(
      await this.actorInTheSpotlight.answer(theFilesOfTheSection(section)),
      null,
      `${section} is open`,
    );
  }
});

/** Checks the counts on the Workflow and Uploaded tabs' badges. */
Then(
  'the badges read Workflow {int} and Uploaded {int}',
  async function (this: SidekickWorld, workflow: number, uploaded: number) {
    const actor = this.actorInTheSpotlight;
    const badges = [await actor.answer(theBadgeOf('Workflow')), await actor.answer(theBadgeOf('Uploaded'))];
    assert.deepEqual(badges, [workflow, uploaded]);
  },
);

/** Checks the date a briefcase file shows, exactly. */
Then('{file} is dated {string}', async function (this: SidekickWorld, file: FileRef, date: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theDateOf(file)), date);
});

/** Checks that a briefcase file shows the date that many days before the files were seeded, as M/D/YY with its time. */
Then(
  '{file} is dated {int} days ago as M\\/D\\/YY with its time',
  async function (this: SidekickWorld, file: FileRef, days: number) {
    const actor = this.actorInTheSpotlight;
    const seededAt = actor.recall<number>(FILES_SEEDED_AT);
    assert.equal(await actor.answer(theDateOf(file)), dateOnDayAgo(seededAt, days));
  },
);

/** Checks the preview line a briefcase file shows, exactly. */
Then('{file} previews {string}', async function (this: SidekickWorld, file: FileRef, preview: string) {
  assert.equal(await this.actorInTheSpotlight.answer(thePreviewOf(file)), preview);
});

/** Checks the status label a briefcase file shows, exactly. */
Then('{file} is marked {string}', async function (this: SidekickWorld, file: FileRef, status: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theStatusOf(file)), status);
});

/** Checks the items of a briefcase file's more-actions or right-click menu, in order, written "Rename, Delete" (browser level only: the menus are the page's). */
Then(
  /^the (more-actions|right-click) menu of (.+) offers "(.*)"$/,
  async function (this: SidekickWorld, menu: string, file: string, items: string) {
    const kind = menu === 'right-click' ? 'context' : 'more-actions';
    assert.deepEqual(
      await this.actorInTheSpotlight.answer(theMenuInThePage(fileRefOf(file), kind)),
      list(items),
    );
  },
);

/** Checks the items of a briefcase file's menu, in order, written "Rename, Delete". */
Then(
  'the menu of {file} offers {string}',
  async function (this: SidekickWorld, file: FileRef, items: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theMenuOf(file)), list(items));
  },
);

/** Checks that the result behind that briefcase file is now referenced in the message being written. */
Then(
  'the result behind {file} is referenced in the chat',
  async function (this: SidekickWorld, file: FileRef) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultBehindIsReferenced(file)), true);
  },
);

/** Checks the message the briefcase sent to the chat, exactly. */
Then('the chat shows the message {string}', async function (this: SidekickWorld, content: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageGoneTo()), content);
});

/** 'the IO result' or '"a name"', as the {file} parameter reads them, for regular-expression steps. */
function fileRefOf(text: string): FileRef {
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) return { name: quoted[1] ?? '' };
  const section = /^the (Campaign|Launch Configuration|Creative|IO) result$/.exec(text)?.[1];
  if (!section) throw new Error(`Not a file: ${text}`);
  return { firstIn: section as BriefcaseSectionName };
}
