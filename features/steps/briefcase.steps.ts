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

Given(
  'they have a chat {string} with these files:',
  function (this: SidekickWorld, summary: string, table: DataTable) {
    const rows = table.hashes() as unknown as FileRow[];
    return this.actorInTheSpotlight.attemptsTo(haveAChatWithFiles(summary, rows));
  },
);

Given(
  'they have a chat {string} with a result of {string}',
  function (this: SidekickWorld, summary: string, action: string) {
    return this.actorInTheSpotlight.attemptsTo(haveAChatWithAResultOf(summary, action));
  },
);

Given('the backend cannot be reached', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(cutOffTheBackend());
});

// When: what the user does.

When('they open the {section} section', function (this: SidekickWorld, section: BriefcaseSectionName) {
  return this.actorInTheSpotlight.attemptsTo(toggleTheSection(section));
});

When('a {string} result arrives in the chat', function (this: SidekickWorld, action: string) {
  return this.theDemoBackend.attemptsTo(aResultArrives(action));
});

When('they choose {string} for {file}', function (this: SidekickWorld, item: string, file: FileRef) {
  return this.actorInTheSpotlight.attemptsTo(chooseForTheFile(item, file));
});

// Then: what the user sees.

Then(
  'the {string} result is filed under {section}',
  async function (this: SidekickWorld, action: string, section: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theSectionOfTheResultOf(action)), section);
  },
);

Then(
  'the {section} section lists {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, names: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theFilesOfTheSection(section)), list(names));
  },
);

Then(
  'the {briefcaseTab} tab lists {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, names: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theFilesListedIn(tab)), list(names));
  },
);

Then(
  'the {briefcaseTab} tab says {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theEmptyTextOf(tab)), text);
  },
);

Then(
  'the {section} section says {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theEmptyTextOfTheSection(section)), text);
  },
);

Then('the {section} section is open', async function (this: SidekickWorld, section: BriefcaseSectionName) {
  const files = await this.actorInTheSpotlight.answer(theFilesOfTheSection(section));
  assert.notEqual(files, null, `${section} is collapsed`);
});

Then(/^the (.+) sections are collapsed$/, async function (this: SidekickWorld, names: string) {
  for (const section of sections(names)) {
    assert.equal(
      await this.actorInTheSpotlight.answer(theFilesOfTheSection(section)),
      null,
      `${section} is open`,
    );
  }
});

Then(
  'the badges read Workflow {int} and Uploaded {int}',
  async function (this: SidekickWorld, workflow: number, uploaded: number) {
    const actor = this.actorInTheSpotlight;
    const badges = [await actor.answer(theBadgeOf('Workflow')), await actor.answer(theBadgeOf('Uploaded'))];
    assert.deepEqual(badges, [workflow, uploaded]);
  },
);

Then('{file} is dated {string}', async function (this: SidekickWorld, file: FileRef, date: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theDateOf(file)), date);
});

Then(
  '{file} is dated {int} days ago as M\\/D\\/YY with its time',
  async function (this: SidekickWorld, file: FileRef, days: number) {
    const actor = this.actorInTheSpotlight;
    const seededAt = actor.recall<number>(FILES_SEEDED_AT);
    assert.equal(await actor.answer(theDateOf(file)), dateOnDayAgo(seededAt, days));
  },
);

Then('{file} previews {string}', async function (this: SidekickWorld, file: FileRef, preview: string) {
  assert.equal(await this.actorInTheSpotlight.answer(thePreviewOf(file)), preview);
});

Then('{file} is marked {string}', async function (this: SidekickWorld, file: FileRef, status: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theStatusOf(file)), status);
});

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

Then(
  'the menu of {file} offers {string}',
  async function (this: SidekickWorld, file: FileRef, items: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theMenuOf(file)), list(items));
  },
);

Then(
  'the result behind {file} is referenced in the chat',
  async function (this: SidekickWorld, file: FileRef) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultBehindIsReferenced(file)), true);
  },
);

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
