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
  private readonly fetch: typeof fetch = (input, init) =>
    this.backendDown ? Promise.reject(new TypeError('Failed to fetch')) : this.backend.fetch(input, init);

  constructor() {
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
    await settle();
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

  /** A page load: new container, view models restored from storage. */
  private load(): void {
    this.pageContainer?.get<AppViewModels>(TOKENS.AppViewModels).session.dispose();
    this.pageContainer = createScenarioSystem.container(this.clock, this.localStorage, this.fetch);
    const events = this.pageContainer.get<AppEventsPort>(AppEventsPort);
    events.on('accountsLoaded', (detail) => this.events.push({ name: 'accountsLoaded', detail }));
    this.session.restore();
  }

  private async navigate(path: string): Promise<void> {
    await settle();
    let target = path;
    for (let hops = 0; hops < 5; hops++) {
      const access = routeAccess(target, this.session);
      if (access.kind !== 'redirect') break;
      target = access.to;
    }
    this.path = target;
  }
}
