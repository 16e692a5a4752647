import { interaction } from '../../interactions/Interaction';
import { isStatusPoll } from '../BackendTraffic';
import { onTheBackendCalls } from '../drivers';

/** The demo backend answers the next status polls 404, as for a result not stored yet. */
export const notFindTheResult = (times: number) =>
  interaction(
    `not find the result the next ${times} times`,
    onTheBackendCalls(async (backend) => backend.traffic.answerNotFound(isStatusPoll, times)),
  );
