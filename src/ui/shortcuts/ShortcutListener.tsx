import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteKey, mayBeShortcut } from './first-key';

// One chunk with the palette's flows (composition/palette.module.ts): each chunk is a line of the
// chunk map that every first load carries.
const KeyboardLayer = lazy(() => import(/* webpackChunkName: "keyboard" */ './KeyboardLayer'));

/**
 * The first load's whole share of the shortcuts (issue 31: / and /admin have a few hundred bytes
 * to spare): it waits for a key that may be a shortcut, then loads the keyboard layer, which
 * handles that key and every later one.
 */
export function ShortcutListener() {
  const [first, setFirst] = useState<KeyboardEvent | null>(null);
  useEffect(() => {
    if (first) return;
    const onKey = (event: KeyboardEvent) => {
      if (!mayBeShortcut(event)) return;
      if (isPaletteKey(event)) event.preventDefault();
      setFirst(event);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [first]);
  return (
    first && (
      <Suspense>
        <KeyboardLayer first={first} />
      </Suspense>
    )
  );
}
