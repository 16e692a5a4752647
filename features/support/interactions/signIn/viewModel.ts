import { LoginViewModel } from '../../../../src/ui/login/LoginViewModel';
import { LoginFeature } from '../../../../src/ui/login/login-feature';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** The login screen's "Sign in" then the persona's button, as the login view model offers them. */
export async function signInWithViewModels(app: UseTheViewModels, displayName: string): Promise<void> {
  const returnTo = await app.currentPath();
  await app.navigate('/login');
  const login = new LoginViewModel(app.session, app.feature(LoginFeature).listDemoPersonas);
  login.signInButtonClicked();
  await app.settled();
  const persona = login.personas.find((p) => p.displayName === displayName);
  if (!persona) throw new Error(`No demo persona named ${displayName}`);
  if (!(await login.personaChosen(persona.email))) throw new Error(`${displayName} could not sign in`);
  await app.clock.advance(100);
  await app.navigate(returnTo);
}
