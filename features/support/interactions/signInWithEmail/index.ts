import { interaction } from '../Interaction';
import { signInWithEmailInTheBrowser } from './browser';
import { signInWithEmailOnTheViewModels } from './viewModel';

/** Signs in with an email typed beside the demo personas (one on the Allowed Users list, or not). */
export const signInWithEmail = (email: string) =>
  interaction(`sign in with ${email}`, {
    viewModel: (app) => signInWithEmailOnTheViewModels(app, email),
    browser: (app) => signInWithEmailInTheBrowser(app, email),
  });
