import type { ListDemoPersonas } from '../../core/use-cases/session/ListDemoPersonas';
import { feature, useFeature } from '../app/features';

/**
 * What /login needs: the identity provider's client and the demo personas' flow. The screen makes
 * its view model itself, so that its code loads with the screen, not with every page.
 */
export interface LoginScreen {
  /** Google Identity Services client id; null signs in through the demo identity provider. */
  googleClientId: string | null;
  listDemoPersonas: ListDemoPersonas;
}

export const LoginFeature = feature<LoginScreen>('login screen');

export const useLoginScreen = (): LoginScreen => useFeature(LoginFeature);
