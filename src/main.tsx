import { createRoot } from 'react-dom/client';
import { readBuildConfig } from './composition/config';
import { createContainer, resolveAppViewModels } from './composition/createContainer';
import { browserPlatformModule } from './composition/platform.modules';
import { remoteBackendModule } from './composition/remoteBackend.module';
import { App } from './ui/app/App';
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
  const container = createContainer(config, browserPlatformModule(window), await backendModule(config));
  const viewModels = resolveAppViewModels(container);
  viewModels.session.restore();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App viewModels={viewModels} />);
}

void start();
