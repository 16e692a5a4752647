import { ContainerModule } from 'inversify';
import { createMemoryBackend } from '../adapters/memory/createMemoryBackend';
import { readPdfTextInPage } from '../adapters/memory/pdfTextInPage';
import { ClockPort } from '../core/ports/ClockPort';
import type { AppConfig } from './config';
import { TOKENS } from './tokens';

/**
 * `memory` profile: the demo backend runs inside the page (or Node) and answers the same HTTP
 * calls through an in-process fetch, so no server is needed. Loaded lazily by main.tsx so the
 * `http` build never carries the simulation.
 */
export function inProcessBackendModule(config: AppConfig) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.BackendBaseUrl).toConstantValue('http://sidekick.memory');
    bind(TOKENS.Fetch)
      .toResolvedValue(
        (clock: ClockPort) =>
          createMemoryBackend({
            now: () => clock.now(),
            speed: config.simulationSpeed,
            readDocumentText: readPdfTextInPage,
          }).fetch,
        [ClockPort],
      )
      .inSingletonScope();
  });
}
