import { openTheChooser } from '../../interactions/signIn/browser';
import type { OpenTheScreen } from './openers';

/** Before anyone signs in (spec 1 §2). */
export const SIGN_IN_SCREENS: Record<string, OpenTheScreen> = {
  'the login screen': async (app) => {
    await app.open('/login');
    await app.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  },
  'the persona chooser': openTheChooser,
};
