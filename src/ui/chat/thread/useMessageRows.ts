import { useEffect, useState } from 'react';

type RowsModule = typeof import('./MessageRows');

let loaded: RowsModule | null = null;
let loading: Promise<RowsModule> | null = null;

function loadRows(): Promise<RowsModule> {
  loading ??= import('./MessageRows').then(
    (rows) => {
      loaded = rows;
      return rows;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The message rows' module (the rows and their virtual list), fetched once `needed` (a chat
 * opened, a message typed) rather than with the page: an empty chat does not need it. Null until
 * it has arrived; the caller renders again then. Not React.lazy: a lazy component suspends on its
 * first render even when its code is already there, and React holds a revealed Suspense boundary
 * back for up to 300 ms, which would come between a history's answer and its first paint.
 */
export function useMessageRows(needed: boolean): RowsModule | null {
  const [rows, setRows] = useState(loaded);
  useEffect(() => {
    if (!needed || rows) return;
    let live = true;
    loadRows().then(
      (module) => live && setRows(module),
      (error: unknown) => console.error('The message list could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [needed, rows]);
  return rows ?? loaded;
}
