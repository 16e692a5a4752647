import { interaction } from '../../interactions/Interaction';

/** The demo backend holds no email address for the persona. */
export const forgetTheEmailOf = (persona: string) =>
  interaction(`forget the email address of ${persona}`, {
    viewModel: (app) => app.forgetEmailOf(persona),
    browser: (app) => app.forgetEmailOf(persona),
  });
