import { interaction } from '../Interaction';
import { signInInTheBrowser } from './browser';
import { signedInByStoredSession } from './stored';
import { signInWithViewModels } from './viewModel';

/** Signs in as the actor's own persona through the demo identity provider. */
export const signIn = () =>
  interaction('sign in', {
    viewModel: (app, actor) => signInWithViewModels(app, actor.name),
    browser: (app, actor) => signInInTheBrowser(app, actor.name),
  });

/**
 * The actor is signed in before the scenario's story starts: through the login view model at the
 * view-model level, by the session the app would store in Chromium (the login screen is a When).
 */
export const haveSignedIn = () =>
  interaction('have signed in', {
    viewModel: (app, actor) => signInWithViewModels(app, actor.name),
    browser: (app, actor) => signedInByStoredSession(app, actor.name),
  });
