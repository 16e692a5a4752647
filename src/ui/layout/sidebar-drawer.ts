import { use, useSyncExternalStore } from 'react';

type SidebarDrawerModule = typeof import('./SidebarDrawer');

/** Below this width the sidebar is a drawer (issue 34): 820 px tablets and phones, not 1280 px laptops. */
const NARROW_SCREEN = '(max-width: 899.98px)';

const subscribe = (changed: () => void) => {
  const query = matchMedia(NARROW_SCREEN);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

let loading: Promise<SidebarDrawerModule> | null = null;

/**
 * The drawer's menu bar on a narrow screen, null on a wide one. Its code (and its styles) load
 * only when the screen is narrow, so a wide screen's first load does without them; the frame
 * waits for them meanwhile and nothing shows half-drawn. Every call answers the same promise.
 */
export function useSidebarDrawer(): SidebarDrawerModule['SidebarDrawer'] | null {
  const narrow = useSyncExternalStore(subscribe, () => matchMedia(NARROW_SCREEN).matches);
  if (!narrow) return null;
  loading ??= import('./SidebarDrawer').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return use(loading).SidebarDrawer;
}
