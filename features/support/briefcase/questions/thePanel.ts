import { question } from '../../questions/Question';
import { onTheBriefcase } from '../drivers';
import { WINDOW_WIDTH } from '../ViewModelBriefcase';

/** Whether the briefcase panel is shown. */
export const whetherTheBriefcaseIsOpen = () =>
  question(
    'whether the briefcase is open',
    onTheBriefcase({
      viewModel: async (briefcase) => {
        const vm = await briefcase.current();
        return briefcase.shown && vm.canUse;
      },
      browser: async (briefcase) => (await briefcase.panel.count()) > 0,
    }),
  );

/** What the search box holds (the briefcase is shown again first, if it was closed). */
export const theFileSearch = () =>
  question(
    "the briefcase's search",
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.current()).query,
      async browser(briefcase) {
        if (!(await briefcase.panel.isVisible())) {
          await briefcase.page.getByRole('button', { name: 'Show briefcase' }).click();
          await briefcase.panel.waitFor();
        }
        return briefcase.search.inputValue();
      },
    }),
  );

/** The panel's width and the window's, in pixels (spec 1 §2: 250 px to 30% of the window). */
export const theBriefcaseWidth = () =>
  question(
    "the briefcase's width",
    onTheBriefcase({
      viewModel: async (briefcase) => ({
        panel: (await briefcase.current()).panel.width,
        window: WINDOW_WIDTH,
      }),
      browser: async (briefcase) => ({
        panel: (await briefcase.panel.boundingBox())?.width ?? 0,
        window: await briefcase.page.evaluate(() => window.innerWidth),
      }),
    }),
  );
