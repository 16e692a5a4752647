import { EventTargetEvents } from '../adapters/browser/EventTargetEvents';
import { SystemClock } from '../adapters/browser/SystemClock';
import { WebStorageAdapter } from '../adapters/browser/WebStorageAdapter';
import type { AppEventsPort } from '../core/ports/AppEventsPort';
import type { ClockPort } from '../core/ports/ClockPort';
import type { StoragePort } from '../core/ports/StoragePort';

/** What the page runs on besides the backend: storage, app events and the clock. */
export interface PlatformPorts {
  storage: StoragePort;
  events: AppEventsPort;
  clock: ClockPort;
}

/** The page's storage, window events and the real clock. */
export function browserPlatform(win: Window): PlatformPorts {
  return {
    storage: new WebStorageAdapter(win.localStorage, win.sessionStorage),
    events: new EventTargetEvents(win),
    clock: new SystemClock(),
  };
}
