import { pathFits, readCall } from '../../calls/call-address';
import { interaction } from '../../interactions/Interaction';
import { type CallSeen, isHistoryRead, isMessageSend, isUpload } from '../BackendTraffic';
import { onTheDemoBackend } from '../drivers';

const CALLS = { "a chat's history": isHistoryRead, messages: isMessageSend, uploads: isUpload };

/** The demo backend takes its time: answers to these calls wait until it answers what it held. */
export const holdAnswersTo = (calls: keyof typeof CALLS) =>
  interaction(
    `be slow to answer ${calls}`,
    onTheDemoBackend({
      viewModel: (backend) => backend.hold(CALLS[calls]),
      browser: (backend) => backend.hold(CALLS[calls]),
    }),
  );

/** The demo backend takes its time with every such call ("GET /api/v2/campaigns/*"), until it answers what it held. */
export const holdAnswersToTheCall = (call: string) =>
  interaction(
    `be slow to answer ${call}`,
    onTheDemoBackend({
      viewModel: (backend) => backend.hold(callsLike(call)),
      browser: (backend) => backend.hold(callsLike(call)),
    }),
  );

/** The calls a scenario writes as "METHOD /path", `*` for an id. */
function callsLike(call: string): (seen: CallSeen) => boolean {
  const { method, path } = readCall(call);
  return (seen) => seen.method === method && pathFits(path, seen.path);
}
