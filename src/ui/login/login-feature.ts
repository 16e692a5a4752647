import { feature, useFeature } from '../app/features';
import type { LoginViewModel } from './LoginViewModel';

/** What /login needs: the identity provider's client and a fresh view model per visit. */
export interface LoginScreen {
  /** Google Identity Services client id; null signs in through the demo identity provider. */
  googleClientId: string | null;
  createViewModel(): LoginViewModel;
}

export const LoginFeature = feature<LoginScreen>('login screen');

export const useLoginScreen = (): LoginScreen => useFeature(LoginFeature);
