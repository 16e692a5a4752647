import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The run's sub-tasks in order: "Insertion order: Done", … */
export const theSubTasks = () =>
  question(
    'the sub-tasks of the run',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.subTasks.map((task) => `${task.label}: ${task.stateText}`);
      },
      async browser({ page }) {
        const items = await page.getByRole('list', { name: 'Sub-tasks' }).getByRole('listitem').all();
        const seen: string[] = [];
        for (const item of items) {
          const [label, state] = await item.locator('span').allInnerTexts();
          seen.push(`${label?.trim()}: ${state?.trim()}`);
        }
        return seen;
      },
    }),
  );
