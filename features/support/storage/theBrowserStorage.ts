import { question } from '../questions/Question';

/** Which of the browser's two stores: local storage (spec 3 §9) or the tab's session storage (spec 1 §3). */
export type StorageArea = 'local' | 'session';

/** What the browser's `area` storage holds under `keys`: missing keys are left out. */
export const theBrowserStorage = (keys: string[], area: StorageArea = 'local') =>
  question<Record<string, string>>(`what ${area} storage holds under ${keys.join(', ')}`, {
    viewModel: async (app) => {
      const storage = area === 'local' ? app.localStorage : app.sessionStorage;
      return Object.fromEntries(
        keys.flatMap((key) => {
          const value = storage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      );
    },
    browser: async (app) =>
      app.page.evaluate(
        ([wanted, where]) => {
          const storage = where === 'local' ? localStorage : sessionStorage;
          return Object.fromEntries(
            wanted.flatMap((key) => {
              const value = storage.getItem(key);
              return value === null ? [] : [[key, value]];
            }),
          );
        },
        [keys, area] as const,
      ),
  });
