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

/** Sets the demo backend to report every campaign run with that status and those four step statuses: campaign, creatives, launcher, API. */
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

/** Sets the demo backend to report every campaign run with that status, standing at that step. */
Given(
  'the backend reports every run as {string} at step {string}',
  function (this: SidekickWorld, status: string, step: string) {
    const run = { status, current_step: step, campaign_status: 'completed' };
    return this.theDemoBackend.attemptsTo(reportEveryRunAs(run));
  },
);

/** Makes the demo backend refuse every request to stop a run. */
Given('stopping a run fails', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(failToStopRuns());
});

/** Checks the step icons the run (first, second …) shows in the chat, in order, written by step id "campaign, creative". */
Then(
  'the {word} run shows the icons of {string}',
  async function (this: SidekickWorld, ordinal: string, stepIds: string) {
    assert.deepEqual((await this.actorInTheSpotlight.answer(theRun(ordinal))).icons, stepIds.split(', '));
  },
);

/** Checks the run's heading: its title, then the text of its workflow step ("Fast track: Fast track to DV360"). */
Then(
  'the {word} run is headed {string}',
  async function (this: SidekickWorld, ordinal: string, heading: string) {
    assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).heading, heading);
  },
);

/** Checks the percentage the run's progress bar shows, exactly. */
Then('the {word} run shows {int}%', async function (this: SidekickWorld, ordinal: string, percent: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).percent, percent);
});

/** Checks that the run's progress bar shows at least that percentage. */
Then(
  'the {word} run reached at least {int}%',
  async function (this: SidekickWorld, ordinal: string, percent: number) {
    const run = await this.actorInTheSpotlight.answer(theRun(ordinal));
    assert.ok(run.percent >= percent, `The run shows ${run.percent}%`);
  },
);

/** Checks the run's list of steps and their statuses, in order; a table of two columns, step and status, without a heading. */
Then(
  'the {word} run lists the steps:',
  async function (this: SidekickWorld, ordinal: string, table: DataTable) {
    assert.deepEqual(
      (await this.actorInTheSpotlight.answer(theRun(ordinal))).steps,
      table.raw().map(([step, status]) => `${step}: ${status}`),
    );
  },
);

/** Checks whether the run offers a Stop button ("offers" or "does not offer"). */
Then(
  'the {word} run {offers} to stop it',
  async function (this: SidekickWorld, ordinal: string, offers: boolean) {
    assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).stopOffered, offers);
  },
);

/** Stops the run (first, second …) with its Stop button. */
When('they stop the {word} run', function (this: SidekickWorld, ordinal: string) {
  return this.actorInTheSpotlight.attemptsTo(stopTheRun(ORDINALS[ordinal] ?? 0));
});

/** Folds away the list of steps of the run. */
When('they hide the steps of the {word} run', function (this: SidekickWorld, ordinal: string) {
  return this.actorInTheSpotlight.attemptsTo(hideTheStepsOf(ORDINALS[ordinal] ?? 0));
});

/** Checks that the run's list of steps is folded away. */
Then('the steps of the {word} run are hidden', async function (this: SidekickWorld, ordinal: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).collapsed, true);
});

/** Checks the run's closing words (done, failed, stopped), exactly. */
Then('the {word} run says {string}', async function (this: SidekickWorld, ordinal: string, text: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).outcome, text);
});

/** Checks the alert the run shows, exactly. */
Then('the {word} run alerts {string}', async function (this: SidekickWorld, ordinal: string, text: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).alert, text);
});

/** Checks the height of the run's flow chart, in pixels. */
Then(
  'the {word} run has a flow chart {int} px high',
  async function (this: SidekickWorld, ordinal: string, height: number) {
    assert.equal((await this.actorInTheSpotlight.answer(theRun(ordinal))).chartHeight, height);
  },
);

/** Checks that the run shows a link with that label (to the campaign it made …). */
Then(
  'the {word} run links to {string}',
  async function (this: SidekickWorld, ordinal: string, label: string) {
    const run = await this.actorInTheSpotlight.answer(theRun(ordinal));
    const link = run.links.find((candidate) => candidate.label === label);
    assert.ok(link, `Links: ${run.links.map((candidate) => candidate.label).join(', ') || 'none'}`);
    assert.match(link.href, /^https:\/\//);
  },
);

/** Checks how many campaign runs the open chat shows. */
Then('the chat shows {int} run(s)', async function (this: SidekickWorld, count: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theRuns())).length, count);
});

// --- The status page ------------------------------------------------------------------------------

/** Opens the status page, which lists the orchestrations of the account. */
When('they open the status page', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(openTheStatusPage());
});

/** Presses Retry on the status page's load error. */
When('they retry loading the status page', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(retryTheStatusPage());
});

/** Switches the status page's auto-refresh off. */
When('{actor} switch(es) auto-refresh off', (actor: Actor) => actor.attemptsTo(switchAutoRefresh(false)));

/** Presses the status page's Refresh button. */
When('{actor} refresh(es) the status page', (actor: Actor) => actor.attemptsTo(refreshTheStatusPage()));

/** Checks how many times the status page has read the list of orchestrations since it opened. */
Then(
  'the status page has read the orchestrations {int} time(s)',
  async function (this: SidekickWorld, times: number) {
    assert.equal(await this.actorInTheSpotlight.answer(theOrchestrationReads()), times);
  },
);

/** Checks that the status page's text contains that text somewhere. */
Then('the status page shows {string}', async function (this: SidekickWorld, text: string) {
  // A failed load is said once the page's retries are spent, a few seconds after it opened.
  const read = () => this.actorInTheSpotlight.answer(theStatusPage());
  const texts = await lookAgainUntil(this, read, (shown) => shown.includes(text));
  assert.ok(texts.includes(text), `The status page shows:\n${texts}`);
});

/** Checks that the status page's text nowhere contains that text. */
Then('the status page does not show {string}', async function (this: SidekickWorld, text: string) {
  const texts = await this.actorInTheSpotlight.answer(theStatusPage());
  assert.ok(!texts.includes(text), `The status page shows:\n${texts}`);
});

/** Checks rows of the orchestration table by their Message ID; a table with a heading: Message ID, then any of Type, Platform, Status, Restarts, Stuck (yes/no), Parallel (yes/no), Progress, Duration, Created, Last Updated (an ISO time there reads as this machine writes it locally; else the text itself: "N/A"). */
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
    if (wanted.Duration !== undefined) assert.equal(row.duration, wanted.Duration);
    if (wanted.Created !== undefined) assert.equal(row.createdAt, localTimeOf(wanted.Created));
    if (wanted['Last Updated'] !== undefined)
      assert.equal(row.updatedAt, localTimeOf(wanted['Last Updated']));
  }
});

/** The page and the scenario run on one machine: an ISO time reads in its locale and zone there. */
function localTimeOf(written: string): string {
  return /^\d{4}-\d\d-\d\dT/.test(written) ? new Date(written).toLocaleString() : written;
}

/** Checks how many runs the status page's orchestration table lists. */
Then('the orchestration table lists {int} runs', async function (this: SidekickWorld, count: number) {
  assert.equal((await this.actorInTheSpotlight.answer(theOrchestrationRows())).length, count);
});

/** Ends the outage: the demo backend answers every call again. */
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

/** Lets up to that many seconds pass and checks that the run's percentage grows meanwhile. */
Then(
  'the {word} run moves on within {int} seconds',
  async function (this: SidekickWorld, ordinal: string, seconds: number) {
    const before = (await this.actorInTheSpotlight.answer(theRun(ordinal))).percent;
    await expectWithin(this, ordinal, seconds, (percent) => percent > before);
  },
);

/** Lets up to that many seconds pass and checks that the run reaches 100% meanwhile; keeps the runs seen for the status page's check. */
Then(
  'the {word} run completes within {int} seconds',
  async function (this: SidekickWorld, ordinal: string, seconds: number) {
    await expectWithin(this, ordinal, seconds, (percent) => percent === 100);
    const actor = this.actorInTheSpotlight;
    actor.remember<RunSeen[]>(RUNS_SEEN, await actor.answer(theRuns()));
  },
);

/** The status page's statuses of the open chat's runs (or those seen last), in the chat's order. */
async function statusesOfTheChatsRuns(world: SidekickWorld) {
  const actor = world.actorInTheSpotlight;
  const runs = actor.recallOr<RunSeen[] | null>(RUNS_SEEN, null) ?? (await actor.answer(theRuns()));
  const rows = await actor.answer(theOrchestrationRows());
  return runs.map((run) => rows.find((row) => row.messageId === `${run.messageId.slice(0, 8)}...`)?.status);
}

/** Checks the status page's statuses of the open chat's first two runs, in order. */
Then(
  "the status page lists the chat's runs as {string} and {string}",
  async function (this: SidekickWorld, first: string, second: string) {
    const [one, two] = await statusesOfTheChatsRuns(this);
    assert.equal(one, first);
    assert.equal(two, second);
  },
);

/** Checks the status page's status of the open chat's one run. */
Then(
  "the status page lists the chat's run as {string}",
  async function (this: SidekickWorld, status: string) {
    assert.deepEqual(await statusesOfTheChatsRuns(this), [status]);
  },
);
