import assert from 'node:assert/strict';
import { interaction } from '../interactions/Interaction';
import { openedPanel, openPanelIn, panelIn } from './panel';

/** The sidebar's Demo button: the presenter's panel opens. */
export const openTheDemoPanel = () =>
  interaction('open the demo panel', {
    async viewModel(app) {
      await openedPanel(app);
    },
    async browser(app) {
      await openPanelIn(app);
    },
  });

/** A pack's button in the panel: the demo backend switches, the page loads again. */
export const switchTheDemoTo = (packName: string) =>
  interaction(`switch the demo to "${packName}"`, {
    async viewModel(app) {
      const presenter = await openedPanel(app);
      const pack = presenter.packs.find((candidate) => candidate.name === packName);
      assert.ok(pack, `The panel offers no pack "${packName}"`);
      await presenter.packChosen(pack.id);
      await app.settled();
    },
    async browser(app) {
      await openPanelIn(app);
      const loaded = app.page.waitForEvent('load');
      await panelIn(app).getByRole('button', { name: packName, exact: true }).click();
      await loaded;
      await app.workspaceReady();
    },
  });

/** The panel's radio of that run speed ("×20") or fault rate ("30%"), in its group. */
export const chooseInThePanel = (group: 'Run speed' | 'Faults', choice: string) =>
  interaction(`set ${group} to ${choice}`, {
    async viewModel(app) {
      const presenter = await openedPanel(app);
      if (group === 'Run speed') await presenter.speedChosen(speedOf(choice));
      else await presenter.faultsChosen(rateOf(choice));
      await app.settled();
    },
    async browser(app) {
      await openPanelIn(app);
      const choices = panelIn(app).getByRole('group', { name: group });
      await choices.getByRole('radio', { name: choice }).click();
      // The radio shows the backend's setting: it is checked once the backend has taken the choice.
      await choices.getByRole('radio', { name: choice, checked: true }).waitFor();
      await app.settled();
    },
  });

/** The story's "Do it for me": the step's message goes into the chat, the page loads again. */
export const letThePanelDoTheStep = () =>
  interaction('let the panel do the step', {
    async viewModel(app) {
      const presenter = await openedPanel(app);
      await presenter.doItChosen();
      await app.settled();
    },
    async browser(app) {
      await openPanelIn(app);
      const loaded = app.page.waitForEvent('load');
      await panelIn(app).getByRole('button', { name: 'Do it for me' }).click();
      await loaded;
      await app.workspaceReady();
    },
  });

function speedOf(label: string) {
  const speeds = { 'Real timings': 1, '×5': 5, '×20': 20 } as const;
  const speed = speeds[label as keyof typeof speeds];
  assert.ok(speed, `The panel offers no run speed "${label}"`);
  return speed;
}

function rateOf(label: string) {
  const rates = { Off: 0, '10%': 0.1, '30%': 0.3 } as const;
  const rate = rates[label as keyof typeof rates];
  assert.ok(rate !== undefined, `The panel offers no fault rate "${label}"`);
  return rate;
}

/** The panel's "Reset the current pack": the pack is built again, the page loads again. */
export const resetTheDemo = () =>
  interaction('reset the current pack', {
    async viewModel(app) {
      const presenter = await openedPanel(app);
      await presenter.resetChosen();
      await app.settled();
    },
    async browser(app) {
      await openPanelIn(app);
      const loaded = app.page.waitForEvent('load');
      await panelIn(app).getByRole('button', { name: 'Reset the current pack' }).click();
      await loaded;
      await app.workspaceReady();
    },
  });

/** The panel's "Company name": the next switch builds the pack for that prospect. */
export const nameTheProspect = (name: string) =>
  interaction(`name the prospect "${name}"`, {
    async viewModel(app) {
      (await openedPanel(app)).prospect.nameTyped(name);
    },
    async browser(app) {
      await openPanelIn(app);
      await panelIn(app).getByRole('textbox', { name: 'Company name' }).fill(name);
    },
  });
