import { ContainerModule } from 'inversify';
import { readPdfText } from '../../../mock-server/pdfText';
import type { MapStorage } from '../../../src/adapters/browser/MapStorage';
import { createMemoryBackend } from '../../../src/adapters/memory/createMemoryBackend';
import type { AppConfig } from '../../../src/composition/config';
import { createContainer } from '../../../src/composition/createContainer';
import { detachedPlatform } from '../../../src/composition/detachedPlatform';
import { TOKENS } from '../../../src/composition/tokens';
import { AttentionPort } from '../../../src/core/ports/AttentionPort';
import type { ClockPort } from '../../../src/core/ports/ClockPort';
import { withSamples } from '../demo-packs/samplesRoute';

export type ScenarioBackend = ReturnType<typeof createMemoryBackend>;

const config: AppConfig = {
  profile: 'memory',
  demoBackend: 'http://sidekick.memory',
  apiKey: 'sidekick-demo-key',
  googleClientId: null,
  simulationSpeed: 1,
};

/**
 * The system under test for one scenario: one in-process demo backend (kept across page loads,
 * like a server) and a container per page load on the memory profile.
 */
export const createScenarioSystem = {
  backend(clock: ClockPort): ScenarioBackend {
    // The attached PDFs are read as the demo backends read them (the mock server in Node, the
    // in-memory profile in the page): without it an attached IO would be answered from a sample.
    const backend = createMemoryBackend({
      now: () => clock.now(),
      speed: config.simulationSpeed,
      readDocumentText: readPdfText,
    });
    return { ...backend, fetch: withSamples(backend.fetch, backend.data) };
  },
  container(
    clock: ClockPort,
    storage: { local: MapStorage; session: MapStorage },
    fetchFn: typeof fetch,
    attention: AttentionPort,
  ) {
    const inProcess = new ContainerModule(({ bind }) => {
      bind(TOKENS.BackendBaseUrl).toConstantValue(config.demoBackend);
      bind(TOKENS.Fetch).toConstantValue(fetchFn);
      // The browser's side of attention (hidden page, notifications), kept across page loads like the browser.
      bind(AttentionPort).toConstantValue(attention);
    });
    return createContainer(config, detachedPlatform(clock, storage.local, storage.session), inProcess);
  },
};
