import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { letTimePass } from '../support/interactions/letTimePass';
import { lookAgainUntil } from '../support/look-again';
import type { ReportedRun, RunSeen } from '../support/orchestration/orchestration-words';
import { theOrchestrationReads } from '../support/orchestration/questions/theOrchestrationReads';
import { theRun, theRuns } from '../support/orchestration/questions/theRuns';
import { theOrchestrationRows, theStatusPage } from '../support/orchestration/questions/theStatusPage';
import { answerAgain } from '../support/orchestration/tasks/answerAgain';
import { hideTheStepsOf } from '../support/orchestration/tasks/hideTheStepsOf';
import { openTheStatusPage, retryTheStatusPage } from '../support/orchestration/tasks/openTheStatusPage';
import { failToStopRuns, reportEveryRunAs } from '../support/orchestration/tasks/reportEveryRun';
import { stopTheRun } from '../support/orchestration/tasks/stopTheRun';
import { refreshTheStatusPage, switchAutoRefresh } from '../support/orchestration/tasks/switchAutoRefresh';
import type { SidekickWorld } from '../support/world';

const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2 };

/** What the actor remembers: the chat's runs as last seen, for steps on another screen (the status page). */
const RUNS_SEEN = "the chat's runs";

const runNumber = (world: SidekickWorld, ordinal: string) =>
  world.actorInTheSpotlight.answer(theRun(ordinal));

// --- Runs in the chat ---------------------------------------------------------------------------

Given(
  'the backend reports every run as {string} with steps {string}, {string}, {string}, {string}',
  async function (
    this: SidekickWorld,
    status: string,
    campaign: string,
    creative: string,
    launcher: string,
    api: string,
  ) {
    const run: ReportedRun = {
      status,
      campaign_status: campaign,
      creative_status: creative,
      launcher_status: launcher,
      api_status: api,
    };
    await this.theDemoBackend.attemptsTo(reportEveryRunAs(run));
  },
);

Given(
  'the backend reports every run as {string} at step {string}',
  function (this: SidekickWorld, status: string, step: string) {
    const run = { status, current_step: step, campaign_status: 'completed' };
    return this.theDemoBackend.attemptsTo(reportEveryRunAs(run));
  },
);

Given('stopping a run fails', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(failToStopRuns());
});

Then(
  'the {word} run shows the icons of {string}',
  async function (this: SidekickWorld, ordinal: string, stepIds: string) {
    assert.deepEqual((await this.actorInTheSpotlight.answer(theRun(ordinal))).icons, stepIds.split(', '));
  },
);

Then('the {word} run shows {int}%', async function (this: SidekickWorld, ordinal: string, percent: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).percent, percent);
});

Then(
  'the {word} run reached at least {int}%',
  async function (this: SidekickWorld, ordinal: string, percent: number) {
    const run = await this.actorInTheSpotlight.answer(theRun(ordinal));
    assert.ok(run.percent >= percent, `The run shows ${run.percent}%`);
  },
);

Then(
  'the {word} run lists the steps:',
  async function (this: SidekickWorld, ordinal: string, table: DataTable) {
    assert.deepEqual(
      (await this.actorInTheSpotlight.answer(theRun(ordinal))).steps,
      table.raw().map(([step, status]) => `${step}: ${status}`),
    );
  },
);

Then(
  'the {word} run {offers} to stop it',
  async function (this: SidekickWorld, ordinal: string, offers: boolean) {
    assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).stopOffered, offers);
  },
);

When('they stop the {word} run', function (this: SidekickWorld, ordinal: string) {
  return this.actorInTheSpotlight.attemptsTo(stopTheRun(ORDINALS[ordinal] ?? 0));
});

When('they hide the steps of the {word} run', function (this: SidekickWorld, ordinal: string) {
  return this.actorInTheSpotlight.attemptsTo(hideTheStepsOf(ORDINALS[ordinal] ?? 0));
});

Then('the steps of the {word} run are hidden', async function (this: SidekickWorld, ordinal: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).collapsed, true);
});

Then('the {word} run says {string}', async function (this: SidekickWorld, ordinal: string, text: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).outcome, text);
});

Then('the {word} run alerts {string}', async function (this: SidekickWorld, ordinal: string, text: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).alert, text);
});

Then(
  'the {word} run has a flow chart {int} px high',
  async function (this: SidekickWorld, ordinal: string, height: number) {
    assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).chartHeight, height);
  },
);

Then(
  'the {word} run links to {string}',
  async function (this: SidekickWorld, ordinal: string, label: string) {
    const run = await this.actorInTheSpotlight.answer(theRun(ordinal));
    const link = run.links.find((candidate) => candidate.label === label);
    assert.ok(link, `Links: ${run.links.map((candidate) => candidate.label).join(', ') || 'none'}`);
    assert.match(link.href, /^https:\/\//);
  },
);

Then('the chat shows {int} run(s)', async function (this: SidekickWorld, count: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theRuns())).length, count);
});

// --- The status page ------------------------------------------------------------------------------

When('they open the status page', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(openTheStatusPage());
});

When('they retry loading the status page', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(retryTheStatusPage());
});

When('{actor} switch(es) auto-refresh off', (actor: Actor) => actor.attemptsTo(switchAutoRefresh(false)));

When('{actor} refresh(es) the status page', (actor: Actor) => actor.attemptsTo(refreshTheStatusPage()));

Then(
  'the status page has read the orchestrations {int} time(s)',
  async function (this: SidekickWorld, times: number) {
    assert.equal(await this.actorInTheSpotlight.answer(theOrchestrationReads()), times);
  },
);

Then('the status page shows {string}', async function (this: SidekickWorld, text: string) {
  // A failed load is said once the page's retries are spent, a few seconds after it opened.
  const read = () => this.actorInTheSpotlight.answer(theStatusPage());
  const texts = await lookAgainUntil(this, read, (shown) => shown.includes(text));
  assert.ok(texts.includes(text), `The status page shows:\n${texts}`);
});

Then('the status page does not show {string}', async function (this: SidekickWorld, text: string) {
  const texts = await this.actorInTheSpotlight.answer(theStatusPage());
  assert.ok(!texts.includes(text), `The status page shows:\n${texts}`);
});

Then('the orchestrations include:', async function (this: SidekickWorld, table: DataTable) {
  const rows = await this.actorInTheSpotlight.answer(theOrchestrationRows());
  for (const wanted of table.hashes()) {
    const row = rows.find((candidate) => candidate.messageId === wanted['Message ID']);
    assert.ok(row, `No row ${wanted['Message ID']} among ${rows.map((r) => r.messageId).join(', ')}`);
    if (wanted.Type !== undefined) assert.equal(row.type, wanted.Type);
    if (wanted.Platform !== undefined) assert.equal(row.platform, wanted.Platform);
    if (wanted.Status !== undefined) assert.equal(row.status, wanted.Status);
    if (wanted.Restarts !== undefined) assert.equal(row.restarts, wanted.Restarts);
    if (wanted.Stuck !== undefined) assert.equal(row.stuck, wanted.Stuck === 'yes');
    if (wanted.Parallel !== undefined) assert.equal(row.parallel, wanted.Parallel === 'yes');
    if (wanted.Progress !== undefined) assert.equal(row.progress, wanted.Progress);
  }
});

Then('the orchestration table lists {int} runs', async function (this: SidekickWorld, count: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theOrchestrationRows())).length, count);
});

Given('the demo backend answers again', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(answerAgain());
});

/** Waits (on the scenario's clock) until the run shows what `done` asks, and fails when the time is up first. */
async function expectWithin(
  world: SidekickWorld,
  ordinal: string,
  seconds: number,
  done: (percent: number) => boolean,
) {
  for (let waited = 0; waited <= seconds; waited += 1) {
    const run = await runNumber(world, ordinal);
    if (done(run.percent)) return run;
    await world.actorInTheSpotlight.attemptsTo(letTimePass(1000));
  }
  const run = await runNumber(world, ordinal);
  assert.fail(
    `After ${seconds} s the ${ordinal} run shows ${run.percent}% (${run.outcome ?? run.steps.join(', ')})`,
  );
}

Then(
  'the {word} run moves on within {int} seconds',
  async function (this: SidekickWorld, ordinal: string, seconds: number) {
    const before = (await this.actorInTheSpotlight.answer(theRun(ordinal))).percent;
    await expectWithin(this, ordinal, seconds, (percent) => percent > before);
  },
);

Then(
  'the {word} run completes within {int} seconds',
  async function (this: SidekickWorld, ordinal: string, seconds: number) {
    await expectWithin(this, ordinal, seconds, (percent) => percent === 100);
    const actor = this.actorInTheSpotlight;
    actor.remember<RunSeen[]>(RUNS_SEEN, await actor.answer(theRuns()));
  },
);

Then(
  "the status page lists the chat's runs as {string} and {string}",
  async function (this: SidekickWorld, first: string, second: string) {
    const actor = this.actorInTheSpotlight;
    const runs = actor.recallOr<RunSeen[] | null>(RUNS_SEEN, null) ?? (await actor.answer(theRuns()));
    const rows = await actor.answer(theOrchestrationRows());
    const statusOf = (messageId: string | undefined) =>
      rows.find((row) => row.messageId === `${(messageId ?? '').slice(0, 8)}...`)?.status;
    assert.equal(statusOf(runs[0]?.messageId), first);
    assert.equal(statusOf(runs[1]?.messageId), second);
  },
);
