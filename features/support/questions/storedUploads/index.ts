import { question } from '../Question';

/** How many uploads of a file name the demo backend stores: in process, or the page's mock server. */
export const storedUploadsNamed = (name: string) =>
  question(`the uploads of ${name} the demo backend stores`, {
    viewModel: (app) => app.storedUploadsNamed(name),
    browser: (app) => app.storedUploadsNamed(name),
  });
