import type { Locator } from 'playwright-core';
import { workflowStepText } from '../../../../src/core/domain/orchestration-run/workflow-steps';
import { GENERIC_STEP_ICON, stepIcon } from '../../../../src/ui/icons/step-icons';
import type { RunProgressViewModel } from '../../../../src/ui/orchestration/RunProgressViewModel';
import type { Actor, Question } from '../../actors/Actor';
import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';
import type { RunSeen } from '../orchestration-words';
import type { ViewModelOrchestration } from '../ViewModelOrchestration';

/** The runs of the open chat's fast-track and Salesforce messages, top to bottom. */
export const theRuns = () =>
  question(
    'the runs in the chat',
    onTheOrchestrations<RunSeen[]>({
      async viewModel(orchestrations) {
        return (await orchestrations.runsOnScreen()).map((run) => ({
          messageId: run.target.messageId,
          heading: `${run.title}: ${workflowStepText(run.stepId)}`,
          percent: run.percent,
          steps: run.steps.map((step) => `${step.label}: ${step.status}`),
          stopOffered: run.stopVisible,
          outcome: run.outcomeText,
          alert: run.stopError ?? run.pollingError,
          links: run.links,
          chartHeight: run.chartHeight,
          collapsed: run.collapsed,
          // What the panel draws: a step's icon shows while the steps do.
          icons: [run.stepId, ...(run.collapsed ? [] : run.steps.map((step) => step.stepId))].filter(
            (id) => stepIcon(id) !== GENERIC_STEP_ICON,
          ),
        }));
      },
      async browser(orchestrations) {
        await orchestrations.panels.first().waitFor();
        // Let a status read land: the page reads at once, then every 2 s.
        await orchestrations.page.waitForTimeout(500);
        const seen: RunSeen[] = [];
        const ids = new Set<string>();
        for (const panel of await orchestrations.panels.all()) {
          // The same run shown twice (a repeated send answered by the same run) counts once.
          const id = (await panel.getAttribute('data-message-id')) ?? '';
          if (ids.has(id)) continue;
          ids.add(id);
          seen.push(await runShownIn(panel, id));
        }
        return seen;
      },
    }),
  );

/** The run panel's view model at that place on screen (the view-model level's tasks act on it). */
export async function runOnScreen(
  orchestrations: ViewModelOrchestration,
  actor: Actor,
  index: number,
): Promise<RunProgressViewModel> {
  await actor.answer(theRuns());
  const run = orchestrations.shown[index];
  if (!run) throw new Error(`There is no run number ${index + 1} on screen`);
  return run;
}

async function runShownIn(panel: Locator, messageId: string): Promise<RunSeen> {
  const bar = panel.getByRole('progressbar').first();
  const steps = await panel.locator('li[data-step]').all();
  const chart = panel.locator('figure');
  const links = await Promise.all(
    (await panel.getByRole('link').all()).map(async (link) => ({
      label: (await link.textContent()) ?? '',
      href: (await link.getAttribute('href')) ?? '',
    })),
  );
  // The header's spans: the title, the workflow step's text, the percentage.
  const [title, step] = await panel.locator(':scope > div').first().locator('span').allTextContents();
  return {
    messageId,
    heading: `${title}: ${step}`,
    percent: Number(await bar.getAttribute('aria-valuenow')),
    steps: await Promise.all(
      steps.map(async (step) => {
        const [label, status] = await step.locator('span').allTextContents();
        return `${label}: ${status}`;
      }),
    ),
    stopOffered: await panel.getByRole('button', { name: 'Stop' }).isVisible(),
    outcome: (await panel.getByTestId('run-outcome').count())
      ? await panel.getByTestId('run-outcome').textContent()
      : null,
    alert: await alertOf(panel),
    links: links.filter((link) => link.label.startsWith('Open ')),
    chartHeight: (await chart.count()) ? Math.round((await chart.boundingBox())?.height ?? 0) : 0,
    collapsed: (await panel.getByRole('button', { name: 'Show steps' }).count()) > 0,
    icons: await shownIcons(panel),
  };
}

/** The step ids of the icons drawn in a run's panel: an svg with a size, so a glyph box would not count. */
async function shownIcons(panel: Locator): Promise<string[]> {
  const shown: string[] = [];
  for (const icon of await panel.locator('svg[data-step-icon]').all()) {
    const box = await icon.boundingBox();
    const drawn = await icon.evaluate(
      (svg) => svg.querySelectorAll('path, circle, rect, line, polyline').length,
    );
    if (box && box.width > 0 && box.height > 0 && drawn > 0 && (await icon.isVisible()))
      shown.push((await icon.getAttribute('data-step-icon')) ?? '');
  }
  return shown;
}

const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2 };

/** One run of the chat by its place ('first', 'second', 'third'); an error when the chat has none there. */
export const theRun = (ordinal: string): Question<RunSeen> => ({
  description: `the ${ordinal} run in the chat`,
  async answeredBy(actor) {
    const run = (await actor.answer(theRuns()))[ORDINALS[ordinal] ?? 0];
    if (!run) throw new Error(`There is no ${ordinal} run in the chat`);
    return run;
  },
});

/** A failed stop's alert, else a polling error's note (both are said in the run's panel). */
async function alertOf(panel: Locator): Promise<string | null> {
  const alert = panel.locator('p[role="alert"], p[role="status"]');
  return (await alert.count()) ? alert.first().textContent() : null;
}
