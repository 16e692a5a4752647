import { interaction } from '../../interactions/Interaction';

/** The demo backend can be reached again. */
export const answerAgain = () =>
  interaction('answer again', {
    viewModel: (app) => app.reconnectBackend(),
    browser: (app) => app.reconnectBackend(),
  });
