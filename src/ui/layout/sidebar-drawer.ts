import { lazy, useSyncExternalStore } from 'react';

/** Below this width the sidebar is a drawer (issue 34): 820 px tablets and phones, not 1280 px laptops. */
const narrowScreen = matchMedia('(width < 900px)');

// The frame is the one reader: a handler property is enough (and fewer bytes on a full first load).
const subscribe = (changed: () => void) => {
  narrowScreen.onchange = changed;
  return () => {
    narrowScreen.onchange = null;
  };
};

/** Whether the screen is narrow enough for the drawer; follows the window as it resizes or turns. */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, () => narrowScreen.matches);

/**
 * The drawer's menu bar. Its code and styles load only when the screen is narrow (a wide screen's
 * first load does without them: / has no bytes to spare); the frame waits for them meanwhile, so
 * nothing shows half-drawn.
 */
export const SidebarDrawer = lazy(() => import('./SidebarDrawer'));
