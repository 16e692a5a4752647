import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { FILE_LINK_REFRESH_HOURS } from '../../src/core/domain/briefcase/file-links';
import { briefcaseOf, viewModelBriefcaseOf } from '../support/briefcase/ability';
import type { BriefcaseSectionName, BriefcaseTabName, FileRef } from '../support/briefcase/BriefcaseAbility';
import { dateOnDayAgo } from '../support/briefcase/records';
import { addChatWithFiles, addResult, type FileRow } from '../support/briefcase/scenario-chats';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

const HOUR = 60 * 60 * 1000;

const sections = (names: string) => names.split(/,| and /).map((name) => name.trim() as BriefcaseSectionName);

// Given: the chats and files the scenario starts from (the in-process demo backend).

Given(
  'they have a chat {string} with these files:',
  async function (this: SidekickWorld, summary: string, table: DataTable) {
    // The rows' times ("20 days ago") are read against this moment; the dates shown later are too.
    const now = this.app.now();
    this.actorInTheSpotlight.remember('files seeded at', now);
    await addChatWithFiles(this.app, summary, table.hashes() as unknown as FileRow[], now);
  },
);

Given(
  'they have a chat {string} with a result of {string}',
  async function (this: SidekickWorld, summary: string, action: string) {
    await addResult(this.app, await addChatWithFiles(this.app, summary, []), action);
  },
);

Given('the backend cannot be reached', function (this: SidekickWorld) {
  return this.app.cutOffBackend();
});

// When: what the user does.

When('they open the briefcase of {string}', async function (this: SidekickWorld, summary: string) {
  await briefcaseOf(this).openBriefcaseOf(summary);
});

When('they search for {string}', async function (this: SidekickWorld, query: string) {
  await briefcaseOf(this).search(query);
});

When('they open the {section} section', async function (this: SidekickWorld, section: BriefcaseSectionName) {
  await briefcaseOf(this).toggleSection(section);
});

When('a {string} result arrives in the chat', async function (this: SidekickWorld, action: string) {
  const briefcase = viewModelBriefcaseOf(this);
  await addResult(this.app, briefcase.openChatId, action);
  await briefcase.historyChanged();
});

When('they choose {string} for {file}', async function (this: SidekickWorld, item: string, file: FileRef) {
  await briefcaseOf(this).choose(file, item);
});

When('they open the file {file}', async function (this: SidekickWorld, file: FileRef) {
  const briefcase = briefcaseOf(this);
  this.actorInTheSpotlight.remember('links before opening', JSON.stringify(await briefcase.storedFiles()));
  await briefcase.openFile(file);
});

When('the page announces {word}', async function (this: SidekickWorld, event: string) {
  assert.ok(event === 'closeBriefcase' || event === 'resetChat', `unknown event ${event}`);
  await briefcaseOf(this).emit(event);
});

When(
  'they drag its edge {int} px to the {word}',
  async function (this: SidekickWorld, px: number, side: string) {
    await briefcaseOf(this).dragEdge(side === 'left' ? -px : px);
  },
);

// Then: what the user sees.

Then(
  'the {string} result is filed under {section}',
  async function (this: SidekickWorld, action: string, section: string) {
    assert.equal(await briefcaseOf(this).sectionOfResult(action), section);
  },
);

Then(
  'the {section} section lists {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, names: string) {
    assert.deepEqual(await briefcaseOf(this).sectionFiles(section), list(names));
  },
);

Then(
  'the {briefcaseTab} tab lists {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, names: string) {
    assert.deepEqual(await briefcaseOf(this).filesListed(tab), list(names));
  },
);

Then(
  'the {briefcaseTab} tab says {string}',
  async function (this: SidekickWorld, tab: BriefcaseTabName, text: string) {
    assert.equal(await briefcaseOf(this).emptyText(tab), text);
  },
);

Then(
  'the {section} section says {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, text: string) {
    assert.equal(await briefcaseOf(this).sectionEmptyText(section), text);
  },
);

Then('the {section} section is open', async function (this: SidekickWorld, section: BriefcaseSectionName) {
  assert.notEqual(await briefcaseOf(this).sectionFiles(section), null, `${section} is collapsed`);
});

Then(/^the (.+) sections are collapsed$/, async function (this: SidekickWorld, names: string) {
  for (const section of sections(names)) {
    assert.equal(await briefcaseOf(this).sectionFiles(section), null, `${section} is open`);
  }
});

Then(
  'the badges read Workflow {int} and Uploaded {int}',
  async function (this: SidekickWorld, workflow: number, uploaded: number) {
    const briefcase = briefcaseOf(this);
    assert.deepEqual(
      [await briefcase.badge('Workflow'), await briefcase.badge('Uploaded')],
      [workflow, uploaded],
    );
  },
);

Then('{file} is dated {string}', async function (this: SidekickWorld, file: FileRef, date: string) {
  assert.equal(await briefcaseOf(this).dateOf(file), date);
});

Then(
  '{file} is dated {int} days ago as M\\/D\\/YY with its time',
  async function (this: SidekickWorld, file: FileRef, days: number) {
    const seededAt = this.actorInTheSpotlight.recall<number>('files seeded at');
    assert.equal(await briefcaseOf(this).dateOf(file), dateOnDayAgo(seededAt, days));
  },
);

Then('{file} previews {string}', async function (this: SidekickWorld, file: FileRef, preview: string) {
  assert.equal(await briefcaseOf(this).previewOf(file), preview);
});

Then('{file} is marked {string}', async function (this: SidekickWorld, file: FileRef, status: string) {
  assert.equal(await briefcaseOf(this).statusOf(file), status);
});

Then(
  /^the (more-actions|right-click) menu of (.+) offers "(.*)"$/,
  async function (this: SidekickWorld, menu: string, file: string, items: string) {
    const ref = fileRefOf(file);
    const kind = menu === 'right-click' ? 'context' : 'more-actions';
    assert.deepEqual(await briefcaseOf(this).menuItems(ref, kind), list(items));
  },
);

Then(
  'the menu of {file} offers {string}',
  async function (this: SidekickWorld, file: FileRef, items: string) {
    const briefcase = briefcaseOf(this);
    assert.deepEqual(await briefcase.menuItems(file, 'more-actions'), list(items));
    assert.deepEqual(await briefcase.menuItems(file, 'context'), list(items));
  },
);

Then(
  'the result behind {file} is referenced in the chat',
  async function (this: SidekickWorld, file: FileRef) {
    assert.equal(await briefcaseOf(this).isReferenced(file), true);
  },
);

Then('the chat shows the message {string}', async function (this: SidekickWorld, content: string) {
  assert.equal(await briefcaseOf(this).messageGoneTo(), content);
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
    const links = (await briefcaseOf(this).storedFiles()).filter((file) => file.publicUrl);
    assert.ok(links.length > 0, 'the chat has no file links');
    for (const link of links) assert.ok((link.expiresAt ?? 0) > now, `${link.name} still expired`);
    assert.ok(
      links.some((link) => Math.abs((link.expiresAt ?? 0) - renewedUntil) <= RENEWAL_SLACK_MS),
      `no link renewed until ${new Date(renewedUntil).toISOString()}`,
    );
  },
);

Then('no file links were renewed', async function (this: SidekickWorld) {
  const before = this.actorInTheSpotlight.recall<string>('links before opening');
  assert.equal(JSON.stringify(await briefcaseOf(this).storedFiles()), before);
});

Then(
  /^"(.+)" opened at its (renewed|stored) link$/,
  async function (this: SidekickWorld, name: string, which: string) {
    const briefcase = briefcaseOf(this);
    const stored = (await briefcase.storedFiles()).find((file) => file.name === name);
    assert.ok(stored?.publicUrl, `${name} has no stored link`);
    assert.equal(await briefcase.openedAt(), stored.publicUrl);
    assert.equal(stored.publicUrl.endsWith('?v=old'), which === 'stored');
  },
);

Then('the briefcase is closed', async function (this: SidekickWorld) {
  assert.equal(await briefcaseOf(this).isOpen(), false);
});

Then('its search is empty', async function (this: SidekickWorld) {
  assert.equal(await briefcaseOf(this).query(), '');
});

Then('the briefcase is {int} px wide', async function (this: SidekickWorld, px: number) {
  assert.ok(
    Math.abs((await briefcaseOf(this).width()) - px) <= 1,
    `the briefcase is ${await briefcaseOf(this).width()} px wide`,
  );
});

Then('the briefcase is {int}% of the window wide', async function (this: SidekickWorld, percent: number) {
  const briefcase = briefcaseOf(this);
  const expected = Math.floor(((await briefcase.windowWidth()) * percent) / 100);
  assert.ok(
    Math.abs((await briefcase.width()) - expected) <= 1,
    `the briefcase is ${await briefcase.width()} px wide`,
  );
});

/** 'the IO result' or '"a name"', as the {file} parameter reads them, for regular-expression steps. */
function fileRefOf(text: string): FileRef {
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) return { name: quoted[1] ?? '' };
  const section = /^the (Campaign|Launch Configuration|Creative|IO) result$/.exec(text)?.[1];
  if (!section) throw new Error(`Not a file: ${text}`);
  return { firstIn: section as BriefcaseSectionName };
}
