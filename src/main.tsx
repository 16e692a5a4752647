import type { ContainerModule } from 'inversify';
import { createRoot } from 'react-dom/client';
import { type AppConfig, readBuildConfig } from './composition/config';
import { createPageShell } from './composition/pageShell';
import { browserPlatform } from './composition/platform';
import { App } from './ui/app/App';
import { SessionFeature } from './ui/session/session-feature';
import './ui/styles/global.css';

/** Where the HTTP calls go, fetched with the page container: the network, or the demo backend in the page. */
function loadBackend(config: AppConfig): Promise<ContainerModule> {
  // The build's own constant, not the config read at run time: the profile a build is not for
  // leaves its chunks out, and the demo backend's schemas (zod's shared chunk keeps every check any
  // chunk uses) stay out of the network build's first loads.
  if (process.env.SIDEKICK_PROFILE === 'memory')
    return import('./composition/inProcessBackend.module').then((m) => m.inProcessBackendModule(config));
  return import(/* webpackChunkName: "page" */ './composition/remoteBackend.module').then((m) =>
    m.remoteBackendModule(config, window.location),
  );
}

function start() {
  const config = readBuildConfig();
  // The rest of the composition loads with its first use (pageShell.ts).
  const platform = browserPlatform(window);
  const { features } = createPageShell(config, platform, () => loadBackend(config));
  // A presenter changed the demo backend's data: every screen and poll starts again from it.
  platform.events.on('demoChanged', () => window.location.reload());
  void features.get(SessionFeature).restore();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App features={features} />);
}

start();
