import { question } from '../questions/Question';

/** What the browser's local storage holds under `keys` (spec 3 §9): missing keys are left out. */
export const theBrowserStorage = (keys: string[]) =>
  question<Record<string, string>>(`what local storage holds under ${keys.join(', ')}`, {
    viewModel: async (app) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = app.localStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    browser: async (app) =>
      app.page.evaluate(
        (wanted) =>
          Object.fromEntries(
            wanted.flatMap((key) => {
              const value = localStorage.getItem(key);
              return value === null ? [] : [[key, value]];
            }),
          ),
        keys,
      ),
  });
