import { EventTargetEvents } from '../adapters/browser/EventTargetEvents';
import { MapStorage } from '../adapters/browser/MapStorage';
import { readStoredSession } from '../adapters/browser/stored-session';
import { WebStorageAdapter } from '../adapters/browser/WebStorageAdapter';
import type { ClockPort } from '../core/ports/ClockPort';
import type { PlatformPorts } from './platform';

/**
 * Storage and events kept in memory, with a clock the caller controls: the Gherkin World, unit
 * tests. The stored session is checked without a dynamic import: in Node one crosses tsx's loader
 * thread, which outlasts the turns a settling page waits for.
 */
export function detachedPlatform(
  clock: ClockPort,
  local = new MapStorage(),
  session = new MapStorage(),
): PlatformPorts {
  return {
    storage: new WebStorageAdapter(local, session, readStoredSession),
    events: new EventTargetEvents(new EventTarget()),
    clock,
  };
}
