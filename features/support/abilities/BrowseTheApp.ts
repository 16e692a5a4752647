import type { BrowserContext, Page, Request } from 'playwright-core';
import { actingAccountId } from '../../../src/core/domain/account-selection';
import type { StoredSession } from '../../../src/core/domain/session';
import { BackendRefusals } from '../calls/backend-refusals';
import { bodyOfPost } from '../calls/call-body';
import { CallsReceived, type ReceivedCall } from '../calls/calls-received';
import { seriousAccessibilityViolations } from './axe';
import { launchBrowser } from './chromium';
import {
  demoBackendUrl,
  resetTheDemoBackend,
  seedTheDemoBackend,
  storedFilesOf,
  storedUploadsNamed,
} from './demo-backend';
import { RequestsInFlight } from './requests-in-flight';
import type { ActingAs, ScenarioSeed, StoredFile } from './ScenarioSeed';

/**
 * The ability to use Sidekick in Debian Chromium: the production build against the mock server
 * (`npm start`'s servers), in a fresh browser context (cookies, storage) per scenario.
 * A scenario fails when the page logged a console error or left an error uncaught (an unhandled
 * rejection included), unless the scenario itself cut the backend off. Chromium's own "Failed to
 * load resource" lines are not the app's: they report a server's answer, which fault-mode
 * scenarios cause on purpose.
 */
export class BrowseTheApp {
  private readonly pageErrors: string[] = [];
  /** The backend was cut off or refuses the user: what the page logs about it is expected. */
  private backendCutOff = false;
  /** Console errors the product logs on purpose in this scenario (spec 1 §2 'Login Failed'). */
  private readonly expectedErrors: string[] = [];
  /** Errors, logged or uncaught, that the scenario caused on purpose (a chunk it cut off). */
  private readonly expectedMentions: string[] = [];
  private readonly requests: RequestsInFlight;
  /** The calls the page sent to the demo backend, with their fields and headers (spec 3 §7). */
  readonly callsReceived = new CallsReceived();
  /** The backend's answers to those calls outside 200–299. */
  readonly backendRefusals = new BackendRefusals();
  /** What the page wrote to its console, every level (spec 1 §8 "only logged"). */
  readonly consoleLines: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      const text = message.text();
      this.consoleLines.push(text);
      const expected =
        ['Failed to load resource', ...this.expectedErrors].some((start) => text.startsWith(start)) ||
        this.mentionsExpected(text);
      if (message.type() === 'error' && !expected) {
        this.pageErrors.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!this.mentionsExpected(error.message)) this.pageErrors.push(`uncaught: ${error.message}`);
    });
    this.requests = new RequestsInFlight(page);
    const callOf = new WeakMap<Request, ReceivedCall>();
    page.on('request', (request) => {
      const received = this.callsReceived.record(
        request.method(),
        request.url(),
        request.headers(),
        bodyOfPost(request.postData(), request.headers()['content-type'] ?? ''),
      );
      if (received) callOf.set(request, received);
    });
    page.on('response', (response) => {
      this.backendRefusals.record(response.status(), response.request().method(), response.url());
      const received = callOf.get(response.request());
      if (!received || !response.headers()['content-type']?.includes('json')) return;
      response.json().then(
        (answer: unknown) => {
          received.answer = answer;
        },
        () => undefined,
      );
    });
  }

  /** The page may log errors starting so from now on: the product's own log of a refusal. */
  expectLogged(start: string): void {
    this.expectedErrors.push(start);
  }

  /** The page may log or leave uncaught errors mentioning this from now on. */
  expectLoggedMentioning(part: string): void {
    this.expectedMentions.push(part);
  }

  private mentionsExpected(text: string): boolean {
    return this.expectedMentions.some((part) => text.includes(part));
  }

  /** How many requests that change data (not GET, HEAD or OPTIONS) the page has sent so far. */
  writesSent(): number {
    return this.requests.writesSent;
  }

  /**
   * The demo backend no longer lets this user in (deactivated meanwhile: 401 to every call). What
   * the page logs about the calls it then loses is expected, as when the backend is cut off.
   */
  async lockOut(displayName: string): Promise<void> {
    await this.seed({ usersLockedOut: [displayName] }, { reload: false });
    this.backendCutOff = true;
  }

  /** How many times the page has read this path of the demo backend. */
  async callsTo(path: string): Promise<number> {
    return this.requests.readsOf(path);
  }

  /** The scenario clock, once a step made days pass (Playwright's fake clock is installed then). */
  private fakeNow: number | null = null;

  /**
   * A fresh context on the shared browser. A touch screen (`hasTouch`, `isMobile`) is fixed when
   * the context is made, so a scenario asks for it up front (the @touch tag, world.ts); the
   * screen's size comes later, from the device the persona holds. Without the demo backend (a
   * Prism mock keeps nothing to reset) its data is left alone.
   */
  static async at(baseUrl: string, { touch = false, demoBackend = true } = {}): Promise<BrowseTheApp> {
    if (demoBackend) await resetTheDemoBackend();
    const context = await (await launchBrowser()).newContext({
      viewport: { width: 1400, height: 900 },
      ...(touch ? { hasTouch: true, isMobile: true } : {}),
    });
    await context.addInitScript(recordAppEvents);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return new BrowseTheApp(context, page, baseUrl);
  }

  /** The app's origin (scheme, host and port), where its storage lives. */
  get origin(): string {
    return new URL(this.baseUrl).origin;
  }

  /** Opens a path as if typed into the address bar (a fresh page load). */
  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).toString());
    await this.settled();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.settled();
    if ((await this.currentPath()) !== '/login') await this.workspaceReady();
  }

  async currentPath(): Promise<string> {
    return new URL(this.page.url()).pathname;
  }

  /**
   * The signed-in frame is drawn and has its accounts (the sidebar stops being busy); on a narrow
   * screen the sidebar is drawn in its closed drawer, out of sight.
   */
  async workspaceReady(): Promise<void> {
    await this.page.locator('aside[aria-label="Sidebar"][aria-busy="false"]').waitFor({ state: 'attached' });
    await this.settled();
  }

  /** Lets real time pass: the page's own timers run. */
  async wait(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  /** Moves the page's clock forward without running its timers, as if the computer slept. */
  async jumpClock(ms: number): Promise<void> {
    if (this.fakeNow === null) {
      this.fakeNow = Date.now();
      await this.page.clock.install({ time: this.fakeNow });
    }
    this.fakeNow += ms;
    await this.page.clock.setSystemTime(this.fakeNow);
  }

  /** From now on, every call to the demo backend fails as if the network were down. */
  async cutOffBackend(): Promise<void> {
    this.backendCutOff = true;
    const appOrigin = new URL(this.baseUrl).origin;
    await this.page.route('**/*', (route) =>
      new URL(route.request().url()).origin === appOrigin
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
  }

  /** The backend answers again (what the page logged while it was cut off stays forgiven). */
  async reconnectBackend(): Promise<void> {
    await this.page.unroute('**/*');
  }

  /** The details of the app events of that name the page dispatched on window, oldest first. */
  async eventsAnnounced(name: string): Promise<unknown[]> {
    return this.page.evaluate(
      (wanted) =>
        ((window as unknown as { __appEvents?: { name: string; detail: unknown }[] }).__appEvents ?? [])
          .filter((event) => event.name === wanted)
          .map((event) => event.detail),
      name,
    );
  }

  /** Dispatches an app event on window, as another part of the page would. */
  async announce(name: string, detail: unknown = {}): Promise<void> {
    await this.page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n as string, { detail: d })), [
      name,
      detail,
    ] as const);
    await this.settled();
  }

  /**
   * Puts chats and messages into the mock server's data, as if they had happened, and reloads
   * the page so that it shows them (a result arriving in an open chat is found by the page itself).
   */
  async seed(seed: ScenarioSeed, { reload = true } = {}): Promise<void> {
    await seedTheDemoBackend(seed);
    if (reload && this.page.url().startsWith('http')) await this.reload();
  }

  /**
   * The signed-in user has no email address on file: the backend's user record and the page's
   * stored session lose it (the page reads the user from the session it stored at sign-in).
   */
  async forgetEmailOf(displayName: string): Promise<void> {
    await this.seed({ emailsForgotten: [displayName] }, { reload: false });
    await this.page.evaluate(() => {
      const stored = localStorage.getItem('agentUserData');
      if (!stored) return;
      const session = JSON.parse(stored) as { user: { email: string } };
      localStorage.setItem(
        'agentUserData',
        JSON.stringify({ ...session, user: { ...session.user, email: '' } }),
      );
    });
    await this.reload();
  }

  /** Who the page acts as, from what it stored at sign-in. */
  async actingAs(): Promise<ActingAs> {
    const stored = await this.page.evaluate(() => ({
      session: localStorage.getItem('agentUserData'),
      selected: localStorage.getItem('selectedAccountId'),
    }));
    const user = stored.session ? (JSON.parse(stored.session) as StoredSession).user : null;
    const accountId = actingAccountId(user, stored.selected);
    if (!user || !accountId) throw new Error('Sign in (and pick an account) before giving the user a chat');
    return { userId: user.userId, accountId };
  }

  /** Where the page's demo backend answers (the worker's mock server). */
  get backendUrl(): string {
    return demoBackendUrl();
  }

  /** A call to the worker's mock server, beside the page (what a presenter's tools send). */
  callDemoBackend(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${demoBackendUrl()}${path}`, init);
  }

  /** The files the demo backend stores for a chat: names, pins and links. */
  storedFilesOf(chatId: string): Promise<StoredFile[]> {
    return storedFilesOf(chatId);
  }

  /** How many uploads of that file name the demo backend stores. */
  storedUploadsNamed(name: string): Promise<number> {
    return storedUploadsNamed(name);
  }

  now(): number {
    return this.fakeNow ?? Date.now();
  }

  /** Runs axe-core on the current page; answers the serious and critical violations. */
  accessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page);
  }

  async dispose(): Promise<void> {
    await this.context.close();
    if (this.pageErrors.length > 0 && !this.backendCutOff) {
      throw new Error(`The page logged ${this.pageErrors.length} error(s):\n${this.pageErrors.join('\n')}`);
    }
  }

  /** The page has loaded and heard back from every request it made. */
  async settled(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await this.requests.quiet();
  }
}

/** Runs in the page before its scripts: keeps every CustomEvent dispatched on window (the app's events). */
function recordAppEvents(): void {
  const seen: { name: string; detail: unknown }[] = [];
  (window as unknown as { __appEvents: typeof seen }).__appEvents = seen;
  const dispatch = window.dispatchEvent.bind(window);
  window.dispatchEvent = (event: Event) => {
    if (event instanceof CustomEvent) seen.push({ name: event.type, detail: event.detail });
    return dispatch(event);
  };
}
