import type { Container } from 'inversify';
import { MapStorage } from '../../../src/adapters/browser/MapStorage';
import { resolveFeatures } from '../../../src/composition/createContainer';
import { codeLoadsPending } from '../../../src/composition/load-once';
import type { AppEvents } from '../../../src/core/ports/AppEventsPort';
import { AppEventsPort } from '../../../src/core/ports/AppEventsPort';
import { StoragePort } from '../../../src/core/ports/StoragePort';
import { FakeAttentionPort } from '../../../src/core/testing/FakeAttentionPort';
import { ManualClock, settle } from '../../../src/core/testing/ManualClock';
import type { Feature, Features } from '../../../src/ui/app/features';
import { routeAccess } from '../../../src/ui/app/route-access';
import type { SessionStore } from '../../../src/ui/session/SessionStore';
import { SessionFeature } from '../../../src/ui/session/session-feature';
import { pathFits } from '../calls/call-address';
import { bodyOfFetch } from '../calls/call-body';
import { CallsReceived } from '../calls/calls-received';
import { ConsoleLines } from '../console/ConsoleLines';
import {
  type ActingAs,
  applyScenarioSeed,
  type ScenarioSeed,
  type StoredFile,
  storedFilesOf,
  uploadsNamed,
} from './ScenarioSeed';
import { createScenarioSystem, type ScenarioBackend } from './scenario-system';

interface PlannedAnswer {
  method: string;
  path: string;
  answer: () => Response;
  once: boolean;
}

/**
 * The ability to use Sidekick through its view models (what the components render), fast.
 * Drives the view models on the memory profile: a fresh container per page load over one
 * in-process demo backend and one browser storage, with a manual clock.
 */
export class UseTheViewModels {
  readonly clock = new ManualClock();
  readonly localStorage = new MapStorage();
  /** The tab's session storage: kept across page loads, as a reload keeps it. */
  readonly sessionStorage = new MapStorage();
  /** The page's visibility and the system notifications the user allowed and was shown. */
  readonly attention = new FakeAttentionPort();
  readonly backend: ScenarioBackend;
  readonly events: { name: keyof AppEvents; detail: unknown }[] = [];
  /** When set, every call to the demo backend fails as if the network were down. */
  backendDown = false;
  private pageContainer!: Container;
  private pageFeatures: Features | null = null;
  private path = '/';
  /** The page load a presenter's switch started (the app's 'demoChanged'); settling waits for it. */
  private reloading: Promise<void> | null = null;
  /** Calls to the demo backend not answered yet: the page is settled only when there are none. */
  private inFlight = 0;
  /** Of those, the calls a scenario holds on purpose (BackendTraffic): settling does not wait for them. */
  heldCalls = 0;
  /** The paths the page has asked the demo backend for, in order. */
  private readonly pathsAsked: string[] = [];
  /** The calls the page sent, with their fields and headers (spec 3 §7). */
  readonly callsReceived = new CallsReceived();
  /** What the page wrote to the console (spec 1 §8 "only logged"). */
  readonly consoleLines = new ConsoleLines();
  /** Answers a scenario put in the demo backend's place (a refusal …): for the next matching call, or every one. */
  private readonly plannedAnswers: PlannedAnswer[] = [];
  private readonly fetch: typeof fetch = async (input, init) => {
    if (this.backendDown) throw new TypeError('Failed to fetch');
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url, 'http://x').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    this.pathsAsked.push(path);
    const received = this.callsReceived.record(
      method,
      url,
      Object.fromEntries(new Headers(init?.headers)),
      bodyOfFetch(init?.body),
    );
    const planned = this.plannedAnswers.find(
      (entry) => entry.method === method && pathFits(entry.path, path),
    );
    if (planned?.once) this.plannedAnswers.splice(this.plannedAnswers.indexOf(planned), 1);
    if (planned) return planned.answer();
    this.inFlight++;
    try {
      // The body is read here, inside the count, so that no part of the answer is still on its way
      // when the page counts as settled.
      const response = await this.backend.fetch(input, init);
      const body = await response.arrayBuffer();
      if (received) received.answer = jsonOf(body, response.headers);
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      this.inFlight--;
    }
  };

  constructor() {
    this.clock.settleWith(() => this.settled());
    this.backend = createScenarioSystem.backend(this.clock);
    this.load();
  }

  /** The current page load's container: steps resolve ports from it (e.g. ChatPort) when they need one. */
  get container(): Container {
    return this.pageContainer;
  }

  /** What the page's React tree gets for `key`: the page's own composition, feature by feature. */
  feature<T>(key: Feature<T>): T {
    this.pageFeatures ??= resolveFeatures(this.pageContainer);
    return this.pageFeatures.get(key);
  }

  get session(): SessionStore {
    return this.feature(SessionFeature);
  }

  get storage(): StoragePort {
    return this.pageContainer.get<StoragePort>(StoragePort);
  }

  async open(path: string): Promise<void> {
    this.load();
    await this.navigate(path);
  }

  async reload(): Promise<void> {
    await this.open(this.path);
  }

  async currentPath(): Promise<string> {
    return this.path;
  }

  async wait(ms: number): Promise<void> {
    await this.clock.advance(ms);
  }

  /** The demo backend no longer lets this user in (deactivated meanwhile: 401 to every call). */
  async lockOut(displayName: string): Promise<void> {
    await this.seed({ usersLockedOut: [displayName] }, { reload: false });
  }

  /** How many calls the page has made to this path of the demo backend. */
  async callsTo(path: string): Promise<number> {
    return this.pathsAsked.filter((asked) => asked === path).length;
  }

  /** Moves the clock forward without running timers, as if the computer slept. */
  async jumpClock(ms: number): Promise<void> {
    this.clock.jump(ms);
  }

  /** From now on, every call to the demo backend fails as if the network were down. */
  async cutOffBackend(): Promise<void> {
    this.backendDown = true;
  }

  /** The signed-in user has no email address on file: the backend and the stored session lose it. */
  async forgetEmailOf(displayName: string): Promise<void> {
    await this.seed({ emailsForgotten: [displayName] }, { reload: false });
    const stored = await this.storage.loadSession();
    if (stored) this.storage.saveSession({ ...stored, user: { ...stored.user, email: '' } });
    await this.reload();
  }

  /** The next call (or every call) of that method to `path` (`*` for any one segment) gets `answer` instead of the demo backend's. */
  answerCalls(planned: PlannedAnswer): void {
    this.plannedAnswers.push(planned);
  }

  /** The backend answers again. */
  async reconnectBackend(): Promise<void> {
    this.backendDown = false;
  }

  /** The details of the app events of that name the page dispatched, oldest first. */
  async eventsAnnounced(name: string): Promise<unknown[]> {
    return this.events.filter((event) => event.name === name).map((event) => event.detail);
  }

  /**
   * Puts chats and messages into the demo backend, as if they had happened. As in Chromium, the
   * open page then loads again (the sidebar lists the chats at load), unless told not to.
   */
  async seed(seed: ScenarioSeed, { reload = true }: { reload?: boolean } = {}): Promise<void> {
    applyScenarioSeed(this.backend.data, seed, this.clock.now());
    if (reload) await this.reload();
  }

  async actingAs(): Promise<ActingAs> {
    const context = this.session.actingContext;
    if (!context?.accountId) throw new Error('Sign in (and pick an account) before giving the user a chat');
    return { userId: context.userId, accountId: context.accountId };
  }

  /** Where the in-process demo backend answers. */
  readonly backendUrl = 'http://sidekick.memory';

  /** A call to the in-process demo backend, beside the page (what a presenter's tools send). */
  callDemoBackend(path: string, init?: RequestInit): Promise<Response> {
    return this.backend.fetch(`${this.backendUrl}${path}`, init);
  }

  /** The files the demo backend stores for a chat: names, pins and links. */
  async storedFilesOf(chatId: string): Promise<StoredFile[]> {
    return storedFilesOf(this.backend.data, chatId);
  }

  /** How many uploads of that file name the demo backend stores. */
  async storedUploadsNamed(name: string): Promise<number> {
    return uploadsNamed(this.backend.data, name);
  }

  now(): number {
    return this.clock.now();
  }

  async dispose(): Promise<void> {
    this.session.dispose();
    this.consoleLines.restore();
  }

  /**
   * Waits until no backend call is pending and the view models have reacted. The backend does
   * real asynchronous work (WebCrypto for tokens), so a fixed number of event-loop turns is not
   * enough on a loaded machine. Calls a scenario deliberately holds are not waited for.
   */
  async settled(): Promise<void> {
    const reloading = this.reloading;
    this.reloading = null;
    if (reloading) await reloading;
    const giveUpAt = Date.now() + 10_000;
    let idle = 0;
    while (Date.now() < giveUpAt) {
      await settle(5);
      // Idle several checks in a row: a reaction may start its call a few turns after the last ended.
      idle = this.inFlight - this.heldCalls <= 0 && codeLoadsPending() === 0 ? idle + 1 : 0;
      if (idle >= 4) return;
    }
    throw new Error('The page did not settle: a call to the demo backend or a code load never finished');
  }

  /** A page load: new container, view models restored from storage. */
  private load(): void {
    if (this.pageContainer) this.session.dispose();
    this.pageContainer = createScenarioSystem.container(
      this.clock,
      { local: this.localStorage, session: this.sessionStorage },
      this.fetch,
      this.attention,
    );
    this.pageFeatures = null;
    const events = this.pageContainer.get<AppEventsPort>(AppEventsPort);
    events.on('accountsLoaded', (detail) => this.events.push({ name: 'accountsLoaded', detail }));
    // As main.tsx does in the page: the demo's data changed, the page loads again.
    events.on('demoChanged', () => {
      this.reloading = this.reload();
    });
    this.session.restore();
  }

  /** Follows the app's route rules from the path, as the router would, once the page settled. */
  async navigate(path: string): Promise<void> {
    await this.settled();
    let target = path;
    for (let hops = 0; hops < 5; hops++) {
      const access = routeAccess(target, this.session);
      if (access.kind !== 'redirect') break;
      target = access.to;
    }
    this.path = target;
  }
}

/** An answer's JSON, or undefined when it is none (a file, an empty body). */
function jsonOf(body: ArrayBuffer, headers: Headers): unknown {
  if (!headers.get('content-type')?.includes('json')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}
