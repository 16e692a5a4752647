import { STORY_CHECK_MS } from '../../../src/ui/presenter/PresenterViewModel';
import { prospectBadge } from '../../../src/ui/prospect/prospect-badge';
import { question } from '../questions/Question';
import { openedPanel, openPanelIn, panelIn } from './panel';

/** The pack the panel marks as the current one. */
export const theCurrentPack = () =>
  question('the current demo pack', {
    async viewModel(app) {
      return (await openedPanel(app)).currentPackName;
    },
    async browser(app) {
      await openPanelIn(app);
      const current = panelIn(app).locator('button[aria-current="true"]');
      return ((await current.textContent()) ?? '').trim();
    },
  });

/** The story's step the panel shows as the current one; "" once the story is told. */
export const theStoryStep = () =>
  question("the story's current step", {
    async viewModel(app) {
      const presenter = await openedPanel(app);
      // The presenter looks at the open panel for a moment: it reads the chat again meanwhile.
      await app.wait(STORY_CHECK_MS);
      return presenter.step?.title ?? '';
    },
    async browser(app) {
      await openPanelIn(app);
      const current = panelIn(app).locator('li[aria-current="step"] strong');
      if ((await current.count()) === 0) return '';
      return ((await current.textContent()) ?? '').trim();
    },
  });

/** The run speed and fault rate the panel shows chosen, as "×20, 30%". */
export const theDemoSettings = () =>
  question('the run speed and faults the panel shows', {
    async viewModel(app) {
      const settings = (await openedPanel(app)).settings;
      const speed = settings?.speed === 1 ? 'Real timings' : `×${settings?.speed}`;
      const faults = settings?.faults ? `${Math.round(settings.faults * 100)}%` : 'Off';
      return `${speed}, ${faults}`;
    },
    async browser(app) {
      await openPanelIn(app);
      const chosen = async (group: string) => {
        const radio = panelIn(app).getByRole('group', { name: group }).locator('label:has(input:checked)');
        return ((await radio.textContent()) ?? '').trim();
      };
      return `${await chosen('Run speed')}, ${await chosen('Faults')}`;
    },
  });

/** The prospect's name in the sidebar's header; "" when it shows none. */
export const theProspectInTheHeader = () =>
  question('the prospect in the header', {
    async viewModel(app) {
      return prospectBadge(app.session.user?.prospect)?.name ?? '';
    },
    async browser(app) {
      // The badge's code loads after the frame shows.
      const badge = app.page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('prospect-brand');
      await badge.waitFor({ timeout: 10_000 }).catch(() => undefined);
      return (await badge.count()) ? ((await badge.textContent()) ?? '').trim() : '';
    },
  });
