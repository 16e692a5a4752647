import { createRoot } from 'react-dom/client';
import { readBuildConfig } from './composition/config';
import { browserPlatformModule } from './composition/platform.modules';
import { remoteBackendModule } from './composition/remoteBackend.module';
import { createShellContainer, resolveShellFeatures } from './composition/shellContainer';
import { App } from './ui/app/App';
import { SessionFeature } from './ui/session/session-feature';
import './ui/styles/global.css';

async function backendModule(config: ReturnType<typeof readBuildConfig>) {
  if (config.profile === 'memory') {
    const { inProcessBackendModule } = await import('./composition/inProcessBackend.module');
    return inProcessBackendModule(config);
  }
  return remoteBackendModule(config, window.location);
}

async function start() {
  const config = readBuildConfig();
  // The signed-in part of the composition loads with the signed-in frame (SignedInFrameFeature).
  const container = createShellContainer(config, browserPlatformModule(window), await backendModule(config));
  const features = resolveShellFeatures(container);
  features.get(SessionFeature).restore();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App features={features} />);
}

void start();
