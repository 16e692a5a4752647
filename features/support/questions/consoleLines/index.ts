import { question } from '../Question';

/** What the page wrote to its console so far in the scenario, every level, oldest first. */
export const theConsoleLines = () =>
  question<readonly string[]>("the page's console", {
    viewModel: async (app) => {
      await app.settled();
      return [...app.consoleLines.all];
    },
    browser: async (app) => {
      await app.settled();
      return [...app.consoleLines];
    },
  });
