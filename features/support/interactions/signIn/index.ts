import { interaction } from '../Interaction';
import { signInInTheBrowser } from './browser';
import { signInWithViewModels } from './viewModel';

/** Signs in as the actor's own persona through the demo identity provider. */
export const signIn = () =>
  interaction('sign in', {
    viewModel: (app, actor) => signInWithViewModels(app, actor.name),
    browser: (app, actor) => signInInTheBrowser(app, actor.name),
  });
