import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';

/** What the run at that place on screen says of its last failed status read (a Salesforce run's), if anything. */
export const theReadingNoticeOf = (index: number) =>
  question(
    `the reading notice of run ${index + 1}`,
    onTheOrchestrations<string | null>({
      async viewModel(orchestrations) {
        const run = (await orchestrations.runsOnScreen())[index];
        if (!run) throw new Error(`There is no run number ${index + 1} on screen`);
        return run.pollingError;
      },
      async browser(orchestrations) {
        const notice = orchestrations.panels.nth(index).getByRole('status');
        return (await notice.count()) ? ((await notice.first().textContent()) ?? '').trim() : null;
      },
    }),
  );
