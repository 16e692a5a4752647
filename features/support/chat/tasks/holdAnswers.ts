import { interaction } from '../../interactions/Interaction';
import { isHistoryRead, isMessageSend, isUpload } from '../BackendTraffic';
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
