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

/** Checks that "the result", "the campaign details" or "the launch configuration" shows that text somewhere in its card. */
Then('{result} show(s) {string}', async function (this: SidekickWorld, which: ResultKind, text: string) {
  assert.ok(
    await this.actorInTheSpotlight.answer(whetherTheResultShows(which, text)),
    `${which} does not show '${text}'`,
  );
});

/** Checks the judgement label on that result card ("Approved", "Rejected" …), exactly. */
Then(
  '{result} is/are marked {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theJudgementOf(which)), label);
  },
);

/** Checks that that result card carries no judgement yet. */
Then('{result} is/are not judged', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(theJudgementOf(which)), null);
});

/** Checks the actions that result card offers, in order, written "Approve, Reject, Edit". */
Then(
  '{result} offer(s) the actions {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const offered = (await this.actorInTheSpotlight.answer(theActionsOf(which))).map(
      (action) => action.label,
    );
    assert.deepEqual(offered, list(labels));
  },
);

/** Checks the actions of that result card that are enabled, in order, written "Approve, Reject". */
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

/** Checks that the suggested next steps under that result include one with that label. */
Then(
  'the suggested next steps under {result} include {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    const suggestions = await this.actorInTheSpotlight.answer(theSuggestionsUnder(which));
    assert.ok(suggestions.includes(label), `no suggestion '${label}'`);
  },
);

/** Picks the suggested next step with that label under that result. */
When(
  'they pick the suggestion {string} under {result}',
  function (this: SidekickWorld, label: string, which: ResultKind) {
    return this.actorInTheSpotlight.attemptsTo(pickTheSuggestion(label, which));
  },
);

/** Approves that result with its Approve action. */
When('they approve {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(approve(which));
});

/** Rejects that result, giving that reason in the reject dialog. */
When(
  'they reject {result} because {string}',
  function (this: SidekickWorld, which: ResultKind, reason: string) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), reject(which, reason));
  },
);

/** Asks for changes to that result, giving those instructions in the edit dialog. */
When(
  'they edit {result} with {string}',
  function (this: SidekickWorld, which: ResultKind, instructions: string) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), edit(which, instructions));
  },
);

/** Asks Sidekick to make that result again (Regenerate). */
When('they regenerate {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), regenerate(which));
});

/** Asks the assistant that question about that result, through its ask dialog. */
When(
  'they ask the assistant {string} about {result}',
  function (this: SidekickWorld, question: string, which: ResultKind) {
    return this.actorInTheSpotlight.attemptsTo(noteTheResultsSoFar(), askTheAssistant(question, which));
  },
);

/** Exports that result to a spreadsheet, which opens in a new tab. */
When('they export {result} to a spreadsheet', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(exportToASpreadsheet(which));
});

/** Checks that the last export opened a spreadsheet in a new tab. */
Then('a spreadsheet opens in a new tab', async function (this: SidekickWorld) {
  const opened = await this.actorInTheSpotlight.answer(whatTheyRemember<string | null>(EXPORTED_TO));
  assert.ok(opened, 'no new tab opened');
});

/** References that result in the message being written (its preview goes above the message box). */
When('they reference {result} in the chat', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(referenceTheResult(which));
});

/** Removes every pending reference above the message box. */
When('they clear the references', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(clearTheReferences());
});

/** Checks that exactly one reference is pending and its preview reads exactly so. */
Then('the references read {string}', async function (this: SidekickWorld, previews: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), [previews]);
});

/** Checks that one reference is pending and its preview is that result's text cut to 40 characters. */
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

/** Checks that no reference is pending above the message box. */
Then('no reference is pending', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), []);
});

/** Opens the edit of that result and checks the dialog's title, exactly, and the start of its text. */
Then(
  'the edit of {result} opens {string} starting with {string}',
  async function (this: SidekickWorld, which: ResultKind, title: string, start: string) {
    const dialog = await this.actorInTheSpotlight.answer(theEditDialogOf(which));
    assert.equal(dialog.title, title);
    assert.ok(dialog.text.startsWith(start), `the dialog starts with ${JSON.stringify(dialog.text)}`);
  },
);
