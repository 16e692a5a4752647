import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { isAgentName } from '../../src/core/domain/agents/agent-catalogue';
import type { BriefcaseSectionName } from '../support/briefcase/briefcase-words';
import { theFilesOfTheSection } from '../support/briefcase/questions/theSections';
import { theAuditFindings } from '../support/campaign-work/questions/theAuditFindings';
import { theImpressionReport } from '../support/campaign-work/questions/theImpressionReport';
import { theLatestAnswer } from '../support/campaign-work/questions/theLatestAnswer';
import { theQaComparison } from '../support/campaign-work/questions/theQaComparison';
import { theScreenshotImages } from '../support/campaign-work/questions/theScreenshotImages';
import { finishTheRuns } from '../support/campaign-work/tasks/finishTheRuns';
import { theMessages } from '../support/chat/questions/theMessages';
import { attachAFile } from '../support/chat/tasks/attachAFile';
import { send } from '../support/chat/tasks/send';
import { waitForTheAssistant } from '../support/chat/tasks/waitForTheAssistant';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** The first line of the assistant's generic answer: a suggestion must never end there. */
const GENERIC_REPLY = "Hi! I'm your campaign operations assistant.";

/** Sets the scene: that account may use every destination and none is in an outage. */
Given(
  '{string} has every destination enabled and none in an outage',
  async function (this: SidekickWorld, account: string) {
    await this.app.seed({ everyDestinationFor: [account] });
  },
);

/** A row may start a run: the chat's work takes minutes, not the default 30 s. */
const LONG_STEP = { timeout: 10 * 60_000 };

/** Waits until every campaign run of the open chat has finished (a long step). */
When('they wait for the runs to finish', LONG_STEP, async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(finishTheRuns());
});

/** Sends each message of the table and checks that its answer is the step named; a table with a heading: attach (sample files, "a, b", may be empty), message, agent, step, view (a long step). */
When(
  'they send these messages, each answered by its step:',
  LONG_STEP,
  async function (this: SidekickWorld, table: DataTable) {
    const actor = this.actorInTheSpotlight;
    for (const row of table.hashes()) {
      assert.ok(isAgentName(row.agent), `"${row.agent}" is no agent of the catalogue`);
      await actor.attemptsTo(
        ...list(row.attach ?? '').map(attachAFile),
        send(row.message ?? ''),
        // A run first: the chat's own wait counts a run's message as a result still on its way.
        finishTheRuns(),
        waitForTheAssistant(),
      );
      const seen = await actor.answer(theLatestAnswer());
      const expected = { agent: row.agent, step: row.step, view: row.view };
      assert.deepEqual(
        { agent: seen.agent, step: seen.step ?? '', view: seen.view },
        expected,
        `"${row.message}" was answered as ${JSON.stringify(seen)}`,
      );
    }
  },
);

/** Checks that the latest answer comes from that step of that agent (in double quotes), shown as that view ("Result" …). */
Then(
  'the latest answer is the step {string} of {agent}, shown as {string}',
  async function (this: SidekickWorld, step: string, agent: string, view: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theLatestAnswer()), { agent, step, view });
  },
);

/** Checks that the briefcase section holds a screenshot for each placement listed, written "Feed, Stories". */
Then(
  'the {section} section holds the screenshots {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, placements: string) {
    const files = (await this.actorInTheSpotlight.answer(theFilesOfTheSection(section))) ?? [];
    for (const placement of list(placements)) {
      assert.ok(
        files.some((name) => name.endsWith(`- ${placement}.svg`)),
        `no screenshot of ${placement} in ${files.join(', ')}`,
      );
    }
  },
);

/** Checks the placements whose screenshots the result shows as pictures, in order, written "Feed, Stories". */
Then('the screenshots show {string} as images', async function (this: SidekickWorld, placements: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theScreenshotImages()), list(placements));
});

/** Checks that the impression report shows a chart of delivery against plan and lists at least one week. */
Then('the impression report charts delivery against plan week by week', async function (this: SidekickWorld) {
  const report = await this.actorInTheSpotlight.answer(theImpressionReport());
  assert.ok(report.chart, 'the report shows no chart of delivery against plan');
  assert.ok(report.weeks > 0, 'the report lists no weeks');
});

/** Checks the areas where the audit found high-severity problems, in order, written "Budget, Targeting". */
Then(
  'the audit finds high-severity problems in {string}',
  async function (this: SidekickWorld, areas: string) {
    const findings = await this.actorInTheSpotlight.answer(theAuditFindings());
    const high = findings.filter((finding) => finding.startsWith('high '));
    assert.deepEqual(
      high.map((finding) => finding.replace(/^high /, '')),
      list(areas),
    );
  },
);

/** Checks what the latest QA planned for a field, exactly (what is live may drift: the QA's finding). */
Then(
  'the QA plans {string} as {string}',
  async function (this: SidekickWorld, field: string, planned: string) {
    const rows = await this.actorInTheSpotlight.answer(theQaComparison());
    const row = rows.find((candidate) => candidate.startsWith(`${field}: `));
    assert.equal(row?.split(' | ')[0], `${field}: ${planned}`, `the QA compares: ${rows.join('; ')}`);
  },
);

/** Checks that none of Sidekick's answers in the chat is the generic fallback reply. */
Then('no answer in the chat is the generic one', async function (this: SidekickWorld) {
  const generic = (await this.actorInTheSpotlight.answer(theMessages())).filter(
    (message) => message.speaker === 'Sidekick' && message.text.startsWith(GENERIC_REPLY),
  );
  assert.deepEqual(generic, []);
});
