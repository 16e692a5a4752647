import { interaction } from '../../interactions/Interaction';
import { addScenarioChat, type ScenarioMessage } from '../scenario-chat';

/** One of the actor's chats, put in place with these messages as if they had happened. */
export const haveAChat = (summary: string, messages: readonly ScenarioMessage[]) =>
  interaction(`have a chat "${summary}"`, {
    viewModel: async (app) => void (await addScenarioChat(app, summary, messages)),
    browser: async (app) => void (await addScenarioChat(app, summary, messages)),
  });
