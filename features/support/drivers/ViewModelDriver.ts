import type { Container } from 'inversify';
import { MapStorage } from '../../../src/adapters/browser/MapStorage';
import { TOKENS } from '../../../src/composition/tokens';
import type { AppEvents } from '../../../src/core/ports/AppEventsPort';
import { AppEventsPort } from '../../../src/core/ports/AppEventsPort';
import { StoragePort } from '../../../src/core/ports/StoragePort';
import { ManualClock, settle } from '../../../src/core/testing/ManualClock';
import type { AppViewModels } from '../../../src/ui/app/AppViewModels';
import { routeAccess } from '../../../src/ui/app/route-access';
import type { SidekickDriver } from './SidekickDriver';
import { createScenarioSystem, type ScenarioBackend } from './scenario-system';

/**
 * Drives the view models on the memory profile: a fresh container per page load over one
 * in-process demo backend and one browser storage, with a manual clock.
 */
export class ViewModelDriver implements SidekickDriver {
  readonly clock = new ManualClock();
  readonly localStorage = new MapStorage();
  readonly backend: ScenarioBackend;
  readonly events: { name: keyof AppEvents; detail: unknown }[] = [];
  /** When set, every call to the demo backend fails as if the network were down. */
  backendDown = false;
  private pageContainer!: Container;
  private path = '/';
  /** Calls to the demo backend not answered yet: the page is settled only when there are none. */
  private inFlight = 0;
  /** Of those, the calls a scenario holds on purpose (BackendTraffic): settling does not wait for them. */
  heldCalls = 0;
  private readonly fetch: typeof fetch = async (input, init) => {
    if (this.backendDown) throw new TypeError('Failed to fetch');
    this.inFlight++;
    try {
      // The body is read here, inside the count, so that no part of the answer is still on its way
      // when the page counts as settled.
      const response = await this.backend.fetch(input, init);
      const body = await response.arrayBuffer();
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

  get viewModels(): AppViewModels {
    return this.pageContainer.get<AppViewModels>(TOKENS.AppViewModels);
  }

  get session() {
    return this.viewModels.session;
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

  async signInAs(displayName: string): Promise<void> {
    await this.navigate('/login');
    const login = this.viewModels.createLoginViewModel();
    login.signInButtonClicked();
    await this.settled();
    const persona = login.personas.find((p) => p.displayName === displayName);
    if (!persona) throw new Error(`No demo persona named ${displayName}`);
    if (!(await login.personaChosen(persona.email))) throw new Error(`${displayName} could not sign in`);
    await this.clock.advance(100);
    await this.navigate(this.path);
  }

  async signOut(): Promise<void> {
    this.session.signOut();
    await this.navigate('/login');
  }

  async currentPath(): Promise<string> {
    return this.path;
  }

  async greeting(): Promise<string> {
    return `${this.session.greetingName}'s Sidekick`;
  }

  async hasSidebarLink(name: string): Promise<boolean> {
    if (name === 'Admin') return this.session.isAdmin;
    return ['Status', 'Logout'].includes(name) && this.session.status === 'signed-in';
  }

  async accountChoices(): Promise<string[]> {
    if (this.session.selectionState === 'not-required') return [];
    return this.session.accounts.map((a) => a.name);
  }

  async selectAccount(name: string): Promise<void> {
    const account = this.session.accounts.find((a) => a.name === name);
    if (!account) throw new Error(`No account named ${name} to select`);
    this.session.selectAccount(account.id);
    await this.clock.advance(100);
  }

  async selectedAccount(): Promise<string | null> {
    return this.session.selectedAccount?.name ?? null;
  }

  async expireStoredSession(): Promise<void> {
    const stored = this.storage.loadSession();
    if (stored) this.storage.saveSession({ ...stored, expiresAt: this.clock.now() - 1 });
  }

  async wait(ms: number): Promise<void> {
    await this.clock.advance(ms);
  }

  async contextNotice(): Promise<string | null> {
    return this.session.contextError;
  }

  async impersonate(displayName: string): Promise<void> {
    const target = this.backend.data.users.find((u) => u.display_name === displayName);
    if (!target) throw new Error(`No user named ${displayName}`);
    await this.session.startImpersonation(target.id);
    await this.clock.advance(200);
  }

  async endImpersonation(): Promise<void> {
    await this.session.endImpersonation();
    await this.clock.advance(200);
  }

  async dispose(): Promise<void> {
    this.session.dispose();
  }

  /**
   * Waits until no backend call is pending and the view models have reacted. The backend does
   * real asynchronous work (WebCrypto for tokens), so a fixed number of event-loop turns is not
   * enough on a loaded machine. Calls a scenario deliberately holds are not waited for.
   */
  async settled(): Promise<void> {
    const giveUpAt = Date.now() + 10_000;
    let idle = 0;
    while (Date.now() < giveUpAt) {
      await settle(5);
      // Idle several checks in a row: a reaction may start its call a few turns after the last ended.
      idle = this.inFlight - this.heldCalls <= 0 ? idle + 1 : 0;
      if (idle >= 4) return;
    }
    throw new Error('The page did not settle: a call to the demo backend never finished');
  }

  /** A page load: new container, view models restored from storage. */
  private load(): void {
    this.pageContainer?.get<AppViewModels>(TOKENS.AppViewModels).session.dispose();
    this.pageContainer = createScenarioSystem.container(this.clock, this.localStorage, this.fetch);
    const events = this.pageContainer.get<AppEventsPort>(AppEventsPort);
    events.on('accountsLoaded', (detail) => this.events.push({ name: 'accountsLoaded', detail }));
    this.session.restore();
  }

  private async navigate(path: string): Promise<void> {
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
