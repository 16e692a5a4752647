import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { FILE_LINK_REFRESH_HOURS } from '../../src/core/domain/briefcase/file-links';
import type { BriefcaseSectionName, BriefcaseTabName, FileRef } from '../support/briefcase/briefcase-words';
import {
  theMessageGoneTo,
  whetherTheResultBehindIsReferenced,
} from '../support/briefcase/questions/theChatSide';
import { theDateOf, thePreviewOf, theStatusOf } from '../support/briefcase/questions/theFile';
import { theMenuOf } from '../support/briefcase/questions/theMenuOf';
import {
  theBriefcaseWidth,
  theFileSearch,
  whetherTheBriefcaseIsOpen,
} from '../support/briefcase/questions/thePanel';
import {
  theEmptyTextOfTheSection,
  theFilesOfTheSection,
  theSectionOfTheResultOf,
} from '../support/briefcase/questions/theSections';
import { theAddressOpened, theStoredFiles } from '../support/briefcase/questions/theStoredFiles';
import { theBadgeOf, theEmptyTextOf, theFilesListedIn } from '../support/briefcase/questions/theTabs';
import { dateOnDayAgo } from '../support/briefcase/records';
import type { FileRow } from '../support/briefcase/scenario-chats';
import { announce } from '../support/briefcase/tasks/announce';
import { aResultArrives } from '../support/briefcase/tasks/aResultArrives';
import { chooseForTheFile } from '../support/briefcase/tasks/chooseForTheFile';
import { cutOffTheBackend } from '../support/briefcase/tasks/cutOffTheBackend';
import {
  FILES_SEEDED_AT,
  haveAChatWithAResultOf,
  haveAChatWithFiles,
} from '../support/briefcase/tasks/haveAChatWithFiles';
import { openTheBriefcaseOf } from '../support/briefcase/tasks/openTheBriefcaseOf';
import { openTheFile } from '../support/briefcase/tasks/openTheFile';
import { resizeTheBriefcase } from '../support/briefcase/tasks/resizeTheBriefcase';
import { searchTheFiles } from '../support/briefcase/tasks/searchTheFiles';
import { toggleTheSection } from '../support/briefcase/tasks/toggleTheSection';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

const HOUR = 60 * 60 * 1000;

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

When('they open the briefcase of {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(openTheBriefcaseOf(summary));
});

When('they search for {string}', function (this: SidekickWorld, query: string) {
  return this.actorInTheSpotlight.attemptsTo(searchTheFiles(query));
});

When('they open the {section} section', function (this: SidekickWorld, section: BriefcaseSectionName) {
  return this.actorInTheSpotlight.attemptsTo(toggleTheSection(section));
});

When('a {string} result arrives in the chat', function (this: SidekickWorld, action: string) {
  return this.theDemoBackend.attemptsTo(aResultArrives(action));
});

When('they choose {string} for {file}', function (this: SidekickWorld, item: string, file: FileRef) {
  return this.actorInTheSpotlight.attemptsTo(chooseForTheFile(item, file));
});

When('they open the file {file}', async function (this: SidekickWorld, file: FileRef) {
  const actor = this.actorInTheSpotlight;
  actor.remember('links before opening', JSON.stringify(await actor.answer(theStoredFiles())));
  await actor.attemptsTo(openTheFile(file));
});

When('the page announces {word}', function (this: SidekickWorld, event: string) {
  assert.ok(event === 'closeBriefcase' || event === 'resetChat', `unknown event ${event}`);
  return this.actorInTheSpotlight.attemptsTo(announce(event));
});

When(/^they (widen|narrow) the briefcase as far as it goes$/, function (this: SidekickWorld, way: string) {
  return this.actorInTheSpotlight.attemptsTo(resizeTheBriefcase(way as 'widen' | 'narrow'));
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
    assert.deepEqual(await this.actorInTheSpotlight.answer(theMenuOf(fileRefOf(file), kind)), list(items));
  },
);

Then(
  'the menu of {file} offers {string}',
  async function (this: SidekickWorld, file: FileRef, items: string) {
    const actor = this.actorInTheSpotlight;
    assert.deepEqual(await actor.answer(theMenuOf(file, 'more-actions')), list(items));
    assert.deepEqual(await actor.answer(theMenuOf(file, 'context')), list(items));
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

// The page renews a chat's expired links when it reads the history, a moment before the step (and
// in Chromium the mock server stamps a renewal with its own time): a minute either way.
const RENEWAL_SLACK_MS = 60_000;

Then(
  "the chat's file links were renewed for {int} hours",
  async function (this: SidekickWorld, hours: number) {
    assert.equal(hours, FILE_LINK_REFRESH_HOURS);
    const now = this.app.now();
    const renewedUntil = now + hours * HOUR;
    const stored = await this.actorInTheSpotlight.answer(theStoredFiles());
    const links = stored.filter((file) => file.publicUrl);
    assert.ok(links.length > 0, 'the chat has no file links');
    for (const link of links) assert.ok((link.expiresAt ?? 0) > now, `${link.name} still expired`);
    assert.ok(
      links.some((link) => Math.abs((link.expiresAt ?? 0) - renewedUntil) <= RENEWAL_SLACK_MS),
      `no link renewed until ${new Date(renewedUntil).toISOString()}`,
    );
  },
);

Then('no file links were renewed', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  const before = actor.recall<string>('links before opening');
  assert.equal(JSON.stringify(await actor.answer(theStoredFiles())), before);
});

Then(
  /^"(.+)" opened at its (renewed|stored) link$/,
  async function (this: SidekickWorld, name: string, which: string) {
    const actor = this.actorInTheSpotlight;
    const stored = (await actor.answer(theStoredFiles())).find((file) => file.name === name);
    assert.ok(stored?.publicUrl, `${name} has no stored link`);
    assert.equal(await actor.answer(theAddressOpened()), stored.publicUrl);
    assert.equal(stored.publicUrl.endsWith('?v=old'), which === 'stored');
  },
);

Then('the briefcase is closed', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheBriefcaseIsOpen()), false);
});

Then('its search is empty', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theFileSearch()), '');
});

Then('the briefcase is {int} px wide', async function (this: SidekickWorld, px: number) {
  const { panel } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  assert.ok(Math.abs(panel - px) <= 1, `the briefcase is ${panel} px wide`);
});

Then('the briefcase is {int}% of the window wide', async function (this: SidekickWorld, percent: number) {
  const { panel, window } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  const expected = Math.floor((window * percent) / 100);
  assert.ok(Math.abs(panel - expected) <= 1, `the briefcase is ${panel} px wide`);
});

/** 'the IO result' or '"a name"', as the {file} parameter reads them, for regular-expression steps. */
function fileRefOf(text: string): FileRef {
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) return { name: quoted[1] ?? '' };
  const section = /^the (Campaign|Launch Configuration|Creative|IO) result$/.exec(text)?.[1];
  if (!section) throw new Error(`Not a file: ${text}`);
  return { firstIn: section as BriefcaseSectionName };
}
