import { interaction } from '../../interactions/Interaction';

/** The demo backend cannot be reached any more: every call fails as a network error would. */
export const cutOffTheBackend = () =>
  interaction('be out of reach', {
    viewModel: (app) => app.cutOffBackend(),
    browser: (app) => app.cutOffBackend(),
  });
