import { interaction } from '../Interaction';

/** Types an address into the browser's bar: a fresh page load. */
export const openAddress = (path: string) =>
  interaction(`open ${path}`, {
    viewModel: (app) => app.open(path),
    browser: (app) => app.open(path),
  });

/** Reloads the page: the view models start again from what the browser stored. */
export const reloadThePage = () =>
  interaction('reload the page', {
    viewModel: (app) => app.reload(),
    browser: (app) => app.reload(),
  });
