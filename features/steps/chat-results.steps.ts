import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ResultKind } from '../support/chat/ChatAbility';
import { askingForWork } from '../support/chat/hooks';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- Results and their actions --------------------------------------------------------------

Then('{result} show(s) {string}', async function (this: SidekickWorld, which: ResultKind, text: string) {
  assert.ok(await this.results.resultShows(which, text), `${which} does not show '${text}'`);
});

Then(
  '{result} is/are marked {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.equal(await this.results.judgementOf(which), label);
  },
);

Then('{result} is/are not judged', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.results.judgementOf(which), null);
});

Then(
  '{result} offer(s) the actions {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const offered = (await this.results.actionsOf(which)).map((action) => action.label);
    assert.deepEqual(offered, list(labels));
  },
);

Then(
  '{result} let(s) them {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const enabled = (await this.results.actionsOf(which)).filter((a) => a.enabled).map((a) => a.label);
    assert.deepEqual(enabled, list(labels));
  },
);

Then(
  'the suggested next steps under {result} include {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.ok((await this.results.suggestionsUnder(which)).includes(label), `no suggestion '${label}'`);
  },
);

When(
  'they pick the suggestion {string} under {result}',
  async function (this: SidekickWorld, label: string, which: ResultKind) {
    await this.results.pickSuggestion(which, label);
  },
);

When('they approve {result}', async function (this: SidekickWorld, which: ResultKind) {
  await this.results.approve(which);
});

When(
  'they reject {result} because {string}',
  async function (this: SidekickWorld, which: ResultKind, reason: string) {
    await askingForWork(this.actorInTheSpotlight);
    await this.results.reject(which, reason);
  },
);

When(
  'they edit {result} with {string}',
  async function (this: SidekickWorld, which: ResultKind, instructions: string) {
    await askingForWork(this.actorInTheSpotlight);
    await this.results.edit(which, instructions);
  },
);

When('they regenerate {result}', async function (this: SidekickWorld, which: ResultKind) {
  await askingForWork(this.actorInTheSpotlight);
  await this.results.regenerate(which);
});

When(
  'they ask the assistant {string} about {result}',
  async function (this: SidekickWorld, question: string, which: ResultKind) {
    await askingForWork(this.actorInTheSpotlight);
    await this.results.askAbout(which, question);
  },
);

When('they export {result} to a spreadsheet', async function (this: SidekickWorld, which: ResultKind) {
  this.actorInTheSpotlight.remember('exported to', await this.results.exportToSpreadsheet(which));
});

Then('a spreadsheet opens in a new tab', function (this: SidekickWorld) {
  assert.ok(this.actorInTheSpotlight.recall<string | null>('exported to'), 'no new tab opened');
});

When('they reference {result} in the chat', async function (this: SidekickWorld, which: ResultKind) {
  await this.results.reference(which);
});

When('they clear the references', async function (this: SidekickWorld) {
  await this.chat.clearReferences();
});

Then('the references read {string}', async function (this: SidekickWorld, previews: string) {
  assert.deepEqual(await this.chat.references(), [previews]);
});

Then(
  'the references preview {result} in 40 characters',
  async function (this: SidekickWorld, _which: ResultKind) {
    const [preview = '', ...more] = await this.chat.references();
    assert.equal(more.length, 0, 'more than one reference is pending');
    assert.ok(preview.endsWith('...'), `the preview is ${JSON.stringify(preview)}`);
    const start = preview.slice(0, -'...'.length);
    assert.equal(start.length, 40);
    const said = (await this.chat.messages()).filter((m) => m.speaker === 'Sidekick');
    assert.ok(
      said.some((m) => m.text.startsWith(start)),
      'the preview is not the start of a result',
    );
  },
);

Then('no reference is pending', async function (this: SidekickWorld) {
  assert.deepEqual(await this.chat.references(), []);
});

Then(
  'the edit of {result} opens {string} starting with {string}',
  async function (this: SidekickWorld, which: ResultKind, title: string, start: string) {
    const dialog = await this.results.openEditOf(which);
    assert.equal(dialog.title, title);
    assert.ok(dialog.text.startsWith(start), `the dialog starts with ${JSON.stringify(dialog.text)}`);
  },
);
