import { LoginViewModel } from '../../../../src/ui/login/LoginViewModel';
import { LoginFeature } from '../../../../src/ui/login/login-feature';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** The login screen each app last signed in on, for the question of its refusal. */
const lastLogin = new WeakMap<UseTheViewModels, LoginViewModel>();

export const loginScreenOf = (app: UseTheViewModels) => lastLogin.get(app);

/** The chooser opened and an email given beside the personas, as the login view model takes it. */
export async function signInWithEmailOnTheViewModels(app: UseTheViewModels, email: string): Promise<void> {
  await app.navigate('/login');
  const login = new LoginViewModel(app.session, app.feature(LoginFeature).listDemoPersonas);
  lastLogin.set(app, login);
  login.signInButtonClicked();
  await app.settled();
  if (await login.personaChosen(email)) {
    await app.clock.advance(100);
    await app.navigate('/');
  }
}
