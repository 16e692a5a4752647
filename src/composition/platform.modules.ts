import { ContainerModule } from 'inversify';
import { EventTargetEvents } from '../adapters/browser/EventTargetEvents';
import { MapStorage } from '../adapters/browser/MapStorage';
import { SystemClock } from '../adapters/browser/SystemClock';
import { WebStorageAdapter } from '../adapters/browser/WebStorageAdapter';
import { AppEventsPort } from '../core/ports/AppEventsPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';

/** The page's storage, window events and the real clock. */
export function browserPlatformModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(StoragePort).toConstantValue(new WebStorageAdapter(win.localStorage, win.sessionStorage));
    bind(AppEventsPort).toConstantValue(new EventTargetEvents(win));
    bind(ClockPort).toConstantValue(new SystemClock());
  });
}

/** Storage and events kept in memory, with a clock the caller controls: the Gherkin World, unit tests. */
export function detachedPlatformModule(clock: ClockPort, local = new MapStorage()): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(StoragePort).toConstantValue(new WebStorageAdapter(local, new MapStorage()));
    bind(AppEventsPort).toConstantValue(new EventTargetEvents(new EventTarget()));
    bind(ClockPort).toConstantValue(clock);
  });
}
