import { OrchestrationFeature } from '../../../../src/ui/orchestration/orchestration-feature';
import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';

/** What a notice of a run that ended elsewhere shows: its words and where its link goes. */
export interface RunEndSeen {
  text: string;
  href: string;
}

/** The notices of runs that ended while the user was elsewhere, oldest first. */
export const theRunEndNotices = () =>
  question(
    'the notices of runs that ended',
    onTheOrchestrations<RunEndSeen[]>({
      async viewModel(orchestrations) {
        const { runEnds } = await orchestrations.app.feature(OrchestrationFeature)();
        return runEnds.notices.map(({ text, href }) => ({ text, href }));
      },
      async browser(orchestrations) {
        const notices = orchestrations.page.getByTestId('run-end-notice');
        const seen: RunEndSeen[] = [];
        for (const notice of await notices.all())
          seen.push({
            text: (await notice.locator('span').first().textContent()) ?? '',
            href: (await notice.getByRole('link').getAttribute('href')) ?? '',
          });
        return seen;
      },
    }),
  );

/** The tab's title. */
export const theTabTitle = () =>
  question(
    "the tab's title",
    onTheOrchestrations<string>({
      async viewModel(orchestrations) {
        return (await orchestrations.app.feature(OrchestrationFeature)()).runEnds.tabTitle;
      },
      browser: (orchestrations) => orchestrations.page.title(),
    }),
  );

/** The titles of the system notifications shown, oldest first. */
export const theSystemNotifications = () =>
  question(
    'the system notifications shown',
    onTheOrchestrations<string[]>({
      async viewModel(orchestrations) {
        return orchestrations.app.attention.shown.map((notification) => notification.title);
      },
      browser: (orchestrations) => orchestrations.notificationsShown(),
    }),
  );
