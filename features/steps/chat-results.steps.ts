import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ResultKind } from '../support/chat/chat-words';
import { theActionsOf } from '../support/chat/questions/theActionsOf';
import { theEditDialogOf } from '../support/chat/questions/theEditDialogOf';
import { theJudgementOf } from '../support/chat/questions/theJudgementOf';
import { theReferences } from '../support/chat/questions/theReferences';
import { theSuggestionsUnder } from '../support/chat/questions/theSuggestionsUnder';
import { theTextOf } from '../support/chat/questions/theTextOf';
import { whatTheyRemember } from '../support/chat/questions/whatTheyRemember';
import { whetherTheResultShows } from '../support/chat/questions/whetherTheResultShows';
import { approve } from '../support/chat/tasks/approve';
import { askTheAssistant } from '../support/chat/tasks/askTheAssistant';
import { clearTheReferences } from '../support/chat/tasks/clearTheReferences';
import { edit } from '../support/chat/tasks/edit';
import { EXPORTED_TO, exportToASpreadsheet } from '../support/chat/tasks/exportToASpreadsheet';
import { noteTheResultsSoFar } from '../support/chat/tasks/noteTheResultsSoFar';
import { pickTheSuggestion } from '../support/chat/tasks/pickTheSuggestion';
import { referenceTheResult } from '../support/chat/tasks/referenceTheResult';
import { regenerate } from '../support/chat/tasks/regenerate';
import { reject } from '../support/chat/tasks/reject';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- Results and their actions --------------------------------------------------------------

Then('{result} show(s) {string}', async function (this: SidekickWorld, which: ResultKind, text: string) {
  assert.ok(
    await this.actorInTheSpotlight.answer(whetherTheResultShows(which, text)),
    `${which} does not show '${text}'`,
  );
});

Then(
  '{result} is/are marked {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theJudgementOf(which)), label);
  },
);

Then('{result} is/are not judged', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(theJudgementOf(which)), null);
});

Then(
  '{result} offer(s) the actions {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const offered = (await this.actorInTheSpotlight.answer(theActionsOf(which))).map(
      (action) => action.label,
    );
    assert.deepEqual(offered, list(labels));
  },
);

Then(
  '{result} let(s) them {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const actions = await this.actorInTheSpotlight.answer(theActionsOf(which));
    assert.deepEqual(
      actions.filter((a) => a.enabled).map((a) => a.label),
      list(labels),
    );
  },
);

Then(
  'the suggested next steps under {result} include {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    const suggestions = await this.actorInTheSpotlight.answer(theSuggestionsUnder(which));
    assert.ok(suggestions.includes(label), `no suggestion '${label}'`);
  },
);

When(
  'they pick the suggestion {string} under {result}',
  function (this: SidekickWorld, label: string, which: ResultKind) {
    return this.actorInTheSpotlight.attemptsTo(pickTheSuggestion(label, which));
  },
);

When('they approve {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(approve(which));
});

When(
  'they reject {result} because {string}',
  function (this: SidekickWorld, which: ResultKind, reason: string) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), reject(which, reason));
  },
);

When(
  'they edit {result} with {string}',
  function (this: SidekickWorld, which: ResultKind, instructions: string) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), edit(which, instructions));
  },
);

When('they regenerate {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), regenerate(which));
});

When(
  'they ask the assistant {string} about {result}',
  function (this: SidekickWorld, question: string, which: ResultKind) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), askTheAssistant(question, which));
  },
);

When('they export {result} to a spreadsheet', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(exportToASpreadsheet(which));
});

Then('a spreadsheet opens in a new tab', async function (this: SidekickWorld) {
  const opened = await this.actorInTheSpotlight.answer(whatTheyRemember<string | null>(EXPORTED_TO));
  assert.ok(opened, 'no new tab opened');
});

When('they reference {result} in the chat', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(referenceTheResult(which));
});

When('they clear the references', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(clearTheReferences());
});

Then('the references read {string}', async function (this: SidekickWorld, previews: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), [previews]);
});

Then(
  'the references preview {result} in 40 characters',
  async function (this: SidekickWorld, which: ResultKind) {
    const actor = this.actorInTheSpotlight;
    const [preview = '', ...more] = await actor.answer(theReferences());
    assert.equal(more.length, 0, 'more than one reference is pending');
    const text = await actor.answer(theTextOf(which));
    assert.ok(text.length > 40, `${which} is too short to be cut: ${JSON.stringify(text)}`);
    assert.equal(preview, `${text.slice(0, 40)}...`);
  },
);

Then('no reference is pending', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), []);
});

Then(
  'the edit of {result} opens {string} starting with {string}',
  async function (this: SidekickWorld, which: ResultKind, title: string, start: string) {
    const dialog = await this.actorInTheSpotlight.answer(theEditDialogOf(which));
    assert.equal(dialog.title, title);
    assert.ok(dialog.text.startsWith(start), `the dialog starts with ${JSON.stringify(dialog.text)}`);
  },
);
