import { question } from '../questions/Question';

/** What the tab's session storage holds under `keys` (spec 1 §3): missing keys are left out. */
export const theSessionStorage = (keys: string[]) =>
  question<Record<string, string>>(`what session storage holds under ${keys.join(', ')}`, {
    viewModel: async (app) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = app.sessionStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    browser: async (app) =>
      app.page.evaluate(
        (wanted) =>
          Object.fromEntries(
            wanted.flatMap((key) => {
              const value = sessionStorage.getItem(key);
              return value === null ? [] : [[key, value]];
            }),
          ),
        keys,
      ),
  });
