import { ACTIVITY_TEXT_LIMIT, activityBadge } from '../../../../src/core/domain/campaigns/activity';
import { truncate } from '../../../../src/core/domain/format/truncate';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The activity timeline as shown, newest first: "badge | type | when | text" per entry. */
export const theActivityEntries = () =>
  question(
    'the activity entries',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.messages.map((message) =>
          [
            activityBadge(message),
            message.type,
            page.timeText(message.timestamp),
            truncate(message.content ?? '', ACTIVITY_TEXT_LIMIT),
          ].join(' | '),
        );
      },
      async browser(campaign) {
        const entries = await campaign.activity().locator('li').all();
        return Promise.all(
          entries.map(async (entry) => {
            const [badge = '', type = '', , when = ''] = await entry.locator('span').allInnerTexts();
            const text = ((await entry.locator('p').textContent()) ?? '').trim();
            return [badge, type, when, text].join(' | ');
          }),
        );
      },
    }),
  );
