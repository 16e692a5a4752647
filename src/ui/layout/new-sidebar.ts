type NewSidebarModule = typeof import('./NewSidebar');

let loading: Promise<NewSidebarModule> | null = null;

/**
 * The new sidebar's code (spec 3 §2), fetched once: only the new experience shows it, so the
 * classic one's first load does without it. The frame waits for it when the stored mode is new
 * (inside the signed-in frame's loading), the toggle before it switches: nothing shows half-drawn.
 */
export function loadNewSidebar(): Promise<NewSidebarModule> {
  loading ??= import('./NewSidebar').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
