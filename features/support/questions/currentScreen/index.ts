import { question } from '../Question';

/** The address the user ends up on after the app's redirects. */
export const currentAddress = () =>
  question('the current address', {
    viewModel: (app) => app.currentPath(),
    browser: (app) => app.currentPath(),
  });
