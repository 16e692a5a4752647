import { question } from '../../questions/Question';
import { isHistoryRead, isStatusPoll } from '../BackendTraffic';
import { onTheBackendCalls } from '../drivers';

/** Status calls made so far about results (spec 1 §4 polling). */
export const howOftenTheResultWasAskedAbout = () =>
  question(
    'how often the result was asked about',
    onTheBackendCalls(async (backend) => backend.traffic.count(isStatusPoll)),
  );

/** Reads of a chat's history made so far. */
export const howOftenTheHistoryWasRead = () =>
  question(
    "how often the chat's history was read",
    onTheBackendCalls(async (backend) => backend.traffic.count(isHistoryRead)),
  );
