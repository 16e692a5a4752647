import { loginScreenOf } from '../../interactions/signInWithEmail/viewModel';
import { question } from '../Question';

/** What the login screen says when the demo identity provider refused an email (none: ''). */
export const signInRefusal = () =>
  question('the sign-in refusal', {
    viewModel: async (app) => loginScreenOf(app)?.refusal ?? '',
    browser: async (app) => {
      const alert = app.page.getByRole('dialog', { name: 'Choose a demo persona' }).getByRole('alert');
      return (await alert.count()) ? ((await alert.textContent()) ?? '') : '';
    },
  });
