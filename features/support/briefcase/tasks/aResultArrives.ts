import { interaction } from '../../interactions/Interaction';
import { onTheBriefcaseViewModel } from '../drivers';
import { addResult } from '../scenario-chats';

/** A result of the agent arrives in the open chat: the backend stores it and the chat reads its history again. */
export const aResultArrives = (action: string) =>
  interaction(
    `send a "${action}" result into the open chat`,
    onTheBriefcaseViewModel(async (briefcase) => {
      await addResult(briefcase.app, briefcase.openChatId, action);
      await (await briefcase.thread()).reloadHistory();
      await briefcase.app.settled();
    }),
  );
