import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { briefcaseOf } from '../support/briefcase/ability';
import type { BriefcaseSectionName } from '../support/briefcase/BriefcaseAbility';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** The first line of the assistant's generic answer: a suggestion must never end there. */
const GENERIC_REPLY = "Hi! I'm your campaign operations assistant.";

Given(
  '{string} has every destination enabled and none in an outage',
  async function (this: SidekickWorld, account: string) {
    await this.app.seed({ everyDestinationFor: [account] });
  },
);

/** A row may start a run: the chat's work takes minutes, not the default 30 s. */
const LONG_STEP = { timeout: 10 * 60_000 };

When('they wait for the runs to finish', LONG_STEP, async function (this: SidekickWorld) {
  await this.campaignWork.finishRuns();
});

When(
  'they send these messages, each answered by its step:',
  LONG_STEP,
  async function (this: SidekickWorld, table: DataTable) {
    for (const row of table.hashes()) {
      for (const fixture of list(row.attach ?? '')) await this.chat.attach(fixture);
      await this.chat.sendMessage(row.message ?? '');
      // A run first: the chat's own wait counts a run's message as a result still on its way.
      await this.campaignWork.finishRuns();
      await this.chat.waitForResults();
      const seen = await this.campaignWork.latestResult();
      const expected = { agent: row.agent, step: row.step, view: row.view };
      assert.deepEqual(
        { agent: seen.agent, step: seen.step ?? '', view: seen.view },
        expected,
        `"${row.message}" was answered as ${JSON.stringify(seen)}`,
      );
    }
  },
);

Then(
  'the latest answer is the step {string} of {string}, shown as {string}',
  async function (this: SidekickWorld, step: string, agent: string, view: string) {
    assert.deepEqual(await this.campaignWork.latestResult(), { agent, step, view });
  },
);

Then(
  'the {section} section holds the screenshots {string}',
  async function (this: SidekickWorld, section: BriefcaseSectionName, placements: string) {
    const files = (await briefcaseOf(this).sectionFiles(section)) ?? [];
    for (const placement of list(placements)) {
      assert.ok(
        files.some((name) => name.endsWith(`- ${placement}.svg`)),
        `no screenshot of ${placement} in ${files.join(', ')}`,
      );
    }
  },
);

Then('the screenshots show {string} as images', async function (this: SidekickWorld, placements: string) {
  assert.deepEqual(await this.campaignWork.screenshotImages(), list(placements));
});

Then('the impression report charts delivery against plan week by week', async function (this: SidekickWorld) {
  const report = await this.campaignWork.impressionReport();
  assert.ok(report.chart, 'the report shows no chart of delivery against plan');
  assert.ok(report.weeks > 0, 'the report lists no weeks');
});

Then(
  'the audit finds high-severity problems in {string}',
  async function (this: SidekickWorld, areas: string) {
    const high = (await this.campaignWork.auditFindings()).filter((finding) => finding.startsWith('high '));
    assert.deepEqual(
      high.map((finding) => finding.replace(/^high /, '')),
      list(areas),
    );
  },
);

Then('no answer in the chat is the generic one', async function (this: SidekickWorld) {
  const generic = (await this.chat.messages()).filter(
    (message) => message.speaker === 'Sidekick' && message.text.startsWith(GENERIC_REPLY),
  );
  assert.deepEqual(generic, []);
});
