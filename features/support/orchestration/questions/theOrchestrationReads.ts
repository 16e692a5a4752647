import { question } from '../../questions/Question';
import { onTheOrchestrations } from '../drivers';
import { ORCHESTRATIONS_PATH } from '../tasks/switchAutoRefresh';

/**
 * How many times the page has read the orchestrations in this scenario (only the status page
 * reads them): its auto-refresh beat (spec 2 §9: every 10 s) shows in this count.
 */
export const theOrchestrationReads = () =>
  question(
    'how many times the orchestrations were read',
    onTheOrchestrations({
      viewModel: (orchestrations) => orchestrations.app.callsTo(ORCHESTRATIONS_PATH),
      browser: (orchestrations) => orchestrations.app.callsTo(ORCHESTRATIONS_PATH),
    }),
  );
