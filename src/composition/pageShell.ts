import type { ContainerModule } from 'inversify';
import type { Features } from '../ui/app/features';
import type { AppConfig } from './config';
import { DeferredAuthPort } from './DeferredAuthPort';
import type { PageComposition } from './pageContainer';
import type { PlatformPorts } from './platform';
import { composeShell } from './shell';

export interface PageShell {
  /** What the page provides from its first load (session, login screen, the signed-in frame's loader). */
  features: Features;
  /** The page container once something has asked for it, else null (tests look at what it binds). */
  readonly composition: Promise<PageComposition> | null;
}

/**
 * The page's composition root (main.tsx): the shell at once; the page container, with the
 * profile's backend module (`loadBackend`), fetched on the first call that needs it: "Sign in",
 * a restored session's account refetch, or the signed-in frame. A failed fetch is not
 * remembered: the next call tries again.
 */
export function createPageShell(
  config: AppConfig,
  platform: PlatformPorts,
  loadBackend: () => Promise<ContainerModule>,
): PageShell {
  let opening: Promise<PageComposition> | null = null;
  const open = () => {
    // The chunk name is shared with the network backend's module (main.tsx): one download for both.
    opening ??= Promise.all([import(/* webpackChunkName: "page" */ './pageContainer'), loadBackend()])
      .then(([{ composePage }, backend]) => composePage(shell, backend))
      .catch((error: unknown) => {
        opening = null;
        throw error;
      });
    return opening;
  };
  // One promise for every caller: the signed-in frame reads it with React's `use` on each render.
  let signedIn: Promise<Features> | null = null;
  const shell = composeShell(
    config,
    platform,
    new DeferredAuthPort(() => open().then((page) => page.loadAuth())),
    () => (signedIn ??= open().then((page) => page.loadSignedIn())),
  );
  return {
    features: shell.features,
    get composition() {
      return opening;
    },
  };
}
