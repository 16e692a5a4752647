import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from '../adapters/memory/createMemoryBackend';
import { ManualClock } from '../core/testing/ManualClock';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { CAMPAIGN_SCREEN_TOKENS } from './campaign-screens/tokens';
import type { AppConfig } from './config';
import { detachedPlatform } from './detachedPlatform';
import { createPageShell } from './pageShell';
import { TOKENS } from './tokens';

const config: AppConfig = {
  profile: 'memory',
  demoBackend: 'http://sidekick.memory',
  apiKey: 'sidekick-demo-key',
  googleClientId: null,
  simulationSpeed: 1,
};

/** The page's first load on the memory profile: the shell alone, the rest loaded on demand. */
async function firstLoad() {
  const clock = new ManualClock();
  const backend = createMemoryBackend({ now: () => clock.now() });
  const inProcess = new ContainerModule(({ bind }) => {
    bind(TOKENS.BackendBaseUrl).toConstantValue(config.demoBackend);
    bind(TOKENS.Fetch).toConstantValue(backend.fetch);
  });
  const shell = createPageShell(config, detachedPlatform(clock), async () => inProcess);
  const { viewModels } = shell;
  await viewModels.session.restore();
  /** The page container, which the shell fetched for a call that needed it. */
  const container = async () => {
    if (!shell.composition) throw new Error('Nothing has asked for the page container yet');
    return (await shell.composition).container;
  };
  return { shell, container, viewModels };
}

describe('the composition of the first load', () => {
  it('signs in through the HTTP ports, which it loads when the visitor first asks to sign in', async () => {
    const { shell, container, viewModels } = await firstLoad();
    expect(viewModels.session.status).toBe('signed-out');
    expect(shell.composition).toBeNull();

    const login = new LoginViewModel(viewModels.session, viewModels.listDemoPersonas);
    login.signInButtonClicked();
    // The first call waits for the HTTP ports' code, which takes real time to fetch.
    await vi.waitFor(() => expect(login.personas.length).toBeGreaterThan(0), { timeout: 10_000 });
    const persona = login.personas.find((p) => p.displayName === 'Riley Planner');
    expect(persona).toBeDefined();
    expect(await login.personaChosen(persona?.email ?? '')).toBe(true);
    expect(viewModels.session.status).toBe('signed-in');
    expect((await container()).isBound(TOKENS.HttpClient)).toBe(true);
    viewModels.session.dispose();
  });

  it('composes the signed-in frame once, answering every caller with the same promise', async () => {
    const { viewModels } = await firstLoad();
    const loading = viewModels.loadSignedIn();
    // React's `use` reads this promise on each render of the frame: a new one would never settle.
    expect(viewModels.loadSignedIn()).toBe(loading);
    const app = await loading;
    expect(app.session).toBe(viewModels.session);
    expect(app.chatList).toBeDefined();
    expect(app.createChatWorkspace()).not.toBe(app.createChatWorkspace());
    viewModels.session.dispose();
  });

  it('loads a campaign screen with its route only: the lists do not bring the campaign page', async () => {
    const { container: pageContainer, viewModels } = await firstLoad();
    const app = await viewModels.loadSignedIn();
    const container = await pageContainer();
    const loading = app.loadCampaignScreen('campaigns');
    expect(app.loadCampaignScreen('campaigns')).toBe(loading);
    const createCampaigns = await loading;
    expect(createCampaigns()).not.toBe(createCampaigns());
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.folders)).toBe(true);
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.detail)).toBe(false);
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.creation)).toBe(false);

    await app.loadCampaignScreen('detail');
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.detail)).toBe(true);
    viewModels.session.dispose();
  });
});
