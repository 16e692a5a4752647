import { DEMO_API_KEY } from '../../../../mock-server/config';
import { MapStorage } from '../../../../src/adapters/browser/MapStorage';
import { SystemClock } from '../../../../src/adapters/browser/SystemClock';
import { WebStorageAdapter } from '../../../../src/adapters/browser/WebStorageAdapter';
import { HttpAuthAdapter } from '../../../../src/adapters/http/HttpAuthAdapter';
import { HttpClient } from '../../../../src/adapters/http/HttpClient';
import { openSession } from '../../../../src/core/use-cases/session/open-session';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { demoBackendUrl } from '../../abilities/demo-backend';

/** The in-memory Storage, remembering what was written to it, in order (null: removed). */
class WrittenStorage extends MapStorage {
  readonly writes: [string, string | null][] = [];
  override setItem(key: string, value: string): void {
    super.setItem(key, value);
    this.writes.push([key, value]);
  }
  override removeItem(key: string): void {
    super.removeItem(key);
    this.writes.push([key, null]);
  }
}

/**
 * A persona already signed in when the scenario starts (a Given, not the sign-in under test):
 * the session is opened the app's own way (its sign-in flow and HTTP adapter, from Node, against
 * the worker's demo backend), what it stores is written into the page's storage, and the app
 * opens on it. Three to four seconds less than the login screen's clicks in every scenario; the
 * sign-in itself is a When (`signInInTheBrowser`) wherever a scenario is about it.
 */
export async function signedInByStoredSession(app: BrowseTheApp, displayName: string): Promise<void> {
  const http = new HttpClient({ baseUrl: demoBackendUrl(), apiKey: DEMO_API_KEY, getToken: () => null });
  const auth = new HttpAuthAdapter(http);
  const persona = (await auth.listDemoPersonas()).find((p) => p.displayName === displayName);
  if (!persona) throw new Error(`No demo persona named ${displayName}`);
  const local = new WrittenStorage();
  const storage = new WebStorageAdapter(local, new MapStorage());
  const opened = await openSession(
    { auth, storage, clock: new SystemClock() },
    await auth.requestDemoToken(persona.email),
  );
  if (!opened.ok) throw new Error(`${displayName} could not sign in: ${opened.message}`);
  // The app's origin, without starting the app: its logo is a file of its own.
  if (!app.page.url().startsWith(app.origin))
    await app.page.goto(new URL('/sidekick-logo.svg', app.origin).toString());
  await app.page.evaluate((writes) => {
    for (const [key, value] of writes) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, local.writes);
  await app.open('/');
  await app.workspaceReady();
}
