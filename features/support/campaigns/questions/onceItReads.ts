import type { Question } from '../../questions/Question';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** How long a reading may take to come true: the page polls the run every 3 s (spec 2 §9). */
export const RUN_POLL_WAIT_MS = 8000;

/**
 * The answer to a campaign page question once it fits, or the last one read when time is up:
 * simulated time at the view-model level, the page's own polling in Chromium.
 */
export const onceItReads = <T>(asked: Question<T>, ok: (value: T) => boolean, ms = RUN_POLL_WAIT_MS) =>
  question(
    `${asked.description}, once it fits`,
    onTheCampaignPage({
      viewModel: (campaign, actor) => campaign.eventually(() => asked.answeredBy(actor), ok, ms),
      browser: (campaign, actor) => campaign.eventually(() => asked.answeredBy(actor), ok, ms),
    }),
  );
