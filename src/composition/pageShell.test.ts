import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from '../adapters/memory/createMemoryBackend';
import { ManualClock } from '../core/testing/ManualClock';
import { CampaignScreensFeature } from '../ui/campaigns/common/useCampaignScreen';
import { ChatWorkspaceFeature } from '../ui/chat/workspace/useChatWorkspace';
import { SignedInFrameFeature } from '../ui/layout/signed-in-frame-feature';
import { LoginViewModel } from '../ui/login/LoginViewModel';
import { LoginFeature } from '../ui/login/login-feature';
import { PresenterFeature, ProspectBrandFeature } from '../ui/presenter/presenter-feature';
import { SessionFeature } from '../ui/session/session-feature';
import { ChatListFeature } from '../ui/sidebar-chats/chat-list-feature';
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
async function firstLoad(settings: AppConfig = config) {
  const clock = new ManualClock();
  const backend = createMemoryBackend({ now: () => clock.now() });
  const inProcess = new ContainerModule(({ bind }) => {
    bind(TOKENS.BackendBaseUrl).toConstantValue(config.demoBackend);
    bind(TOKENS.Fetch).toConstantValue(backend.fetch);
  });
  const page = createPageShell(settings, detachedPlatform(clock), async () => inProcess);
  const shell = page.features;
  const session = shell.get(SessionFeature);
  await session.restore();
  /** The page container, which the shell fetched for a call that needed it. */
  const container = async () => {
    if (!page.composition) throw new Error('Nothing has asked for the page container yet');
    return (await page.composition).container;
  };
  return { page, container, shell, session, loadSignedIn: shell.get(SignedInFrameFeature) };
}

describe("the presenter's panel", () => {
  it('is offered where the app signs in through the demo identity provider only', async () => {
    const demo = await (await firstLoad()).loadSignedIn();
    expect(demo.get(PresenterFeature)).toBeTypeOf('function');
    const real = await (await firstLoad({ ...config, googleClientId: 'client-id.apps' })).loadSignedIn();
    expect(real.get(PresenterFeature)).toBeNull();
  });

  it("shows the prospect in the header against a demo backend only (a real one has no packs' route)", async () => {
    const demo = await (await firstLoad()).loadSignedIn();
    expect(demo.get(ProspectBrandFeature)).toBeTypeOf('function');
    const real = await (await firstLoad({ ...config, googleClientId: 'client-id.apps' })).loadSignedIn();
    expect(real.get(ProspectBrandFeature)).toBeNull();
  });
});

describe('the composition of the first load', () => {
  it('signs in through the HTTP ports, which it loads when the visitor first asks to sign in', async () => {
    const { page, container, shell, session } = await firstLoad();
    expect(session.status).toBe('signed-out');
    // Nothing of the page container is fetched before the visitor asks to sign in.
    expect(page.composition).toBeNull();

    const login = new LoginViewModel(session, shell.get(LoginFeature).listDemoPersonas);
    login.signInButtonClicked();
    // The first call waits for the HTTP ports' code, which takes real time to fetch.
    await vi.waitFor(() => expect(login.personas.length).toBeGreaterThan(0), { timeout: 10_000 });
    const persona = login.personas.find((p) => p.displayName === 'Riley Planner');
    expect(persona).toBeDefined();
    expect(await login.personaChosen(persona?.email ?? '')).toBe(true);
    expect(session.status).toBe('signed-in');
    expect((await container()).isBound(TOKENS.HttpClient)).toBe(true);
    session.dispose();
  });

  it('composes the signed-in frame once, answering every caller with the same promise', async () => {
    const { session, loadSignedIn } = await firstLoad();
    const loading = loadSignedIn();
    // React's `use` reads this promise on each render of the frame: a new one would never settle.
    expect(loadSignedIn()).toBe(loading);
    const signedIn = await loading;
    expect(signedIn.get(ChatListFeature)).toBeDefined();
    const loadWorkspace = signedIn.get(ChatWorkspaceFeature);
    expect(loadWorkspace()).toBe(loadWorkspace());
    const createWorkspace = await loadWorkspace();
    expect(createWorkspace()).not.toBe(createWorkspace());
    session.dispose();
  });

  it('loads a campaign screen with its route only: the lists do not bring the campaign page', async () => {
    const { container: pageContainer, session, loadSignedIn } = await firstLoad();
    const loadCampaignScreen = (await loadSignedIn()).get(CampaignScreensFeature);
    const container = await pageContainer();
    const loading = loadCampaignScreen('campaigns');
    expect(loadCampaignScreen('campaigns')).toBe(loading);
    const createCampaigns = await loading;
    expect(createCampaigns()).not.toBe(createCampaigns());
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.folders)).toBe(true);
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.detail)).toBe(false);
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.creation)).toBe(false);

    await loadCampaignScreen('detail');
    expect(container.isBound(CAMPAIGN_SCREEN_TOKENS.detail)).toBe(true);
    session.dispose();
  });
});
