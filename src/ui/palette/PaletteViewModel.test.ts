import { describe, expect, it } from 'vitest';
import { aCampaign, aChat, aFolder } from '../../core/testing/builders';
import { FakeCampaignPort } from '../../core/testing/FakeCampaignPort';
import { FakeStoragePort } from '../../core/testing/FakeStoragePort';
import { ManualClock } from '../../core/testing/ManualClock';
import { failed, succeeded } from '../../core/use-cases/outcome';
import { RecentPicks } from '../../core/use-cases/palette/RecentPicks';
import { SearchPlaces } from '../../core/use-cases/palette/SearchPlaces';
import { type PaletteFrame, PaletteViewModel, PLACE_SEARCH_DEBOUNCE_MS } from './PaletteViewModel';
import type { PaletteUser } from './palette-entries';

const regularUser: PaletteUser = {
  status: 'signed-in',
  isAdmin: false,
  isSuperAdmin: false,
  accountRequired: false,
  administersAccounts: false,
  impersonating: false,
  mayToggleUi: false,
  otherUiMode: 'New UI',
};

function paletteFor(user: Partial<PaletteUser> = {}, frameChanges: Partial<PaletteFrame> = {}) {
  const clock = new ManualClock();
  const storage = new FakeStoragePort();
  const port = new FakeCampaignPort(aCampaign({ id: 'cmp-1', name: 'Q4 Launch' }));
  port.folders = [aFolder({ id: 'f-1', name: 'Q4 Holiday' })];
  const did: string[] = [];
  const frame: PaletteFrame = {
    user: () => ({ ...regularUser, ...user }),
    actingContext: () => ({ userId: 'u1', accountId: 'acc-1' }),
    chats: () => [
      aChat({ id: 'c-1', summary: 'Acme Q4 insertion order' }),
      aChat({ id: 'c-2', summary: 'Globex plan' }),
    ],
    newCanvas: () => did.push('new canvas'),
    switchUi: () => did.push('switch ui'),
    endImpersonation: async () => {
      did.push('end impersonation');
      return succeeded();
    },
    signOut: () => did.push('sign out'),
    ...frameChanges,
  };
  const useCases = { searchPlaces: new SearchPlaces(port), recentPicks: new RecentPicks(storage), clock };
  const make = () => new PaletteViewModel(frame, useCases);
  return { vm: make(), reopen: make, clock, port, did };
}

const labels = (vm: PaletteViewModel) =>
  vm.sections.map((s) => `${s.group}: ${s.entries.map((e) => e.label).join(', ')}`);

describe('PaletteViewModel', () => {
  it('offers a regular user the actions, the pages and the chats, and no admin page', () => {
    const { vm } = paletteFor();
    expect(labels(vm)).toEqual([
      'Actions: New Canvas, Logout',
      'Pages: Status, Folders, Campaigns, New Campaign',
      'Chats: Acme Q4 insertion order, Globex plan',
    ]);
  });

  it('offers an admin the dashboard and the tabs they may open; a super admin all of them', () => {
    const admin = paletteFor({ isAdmin: true, mayToggleUi: true }).vm;
    admin.queryChanged('admin');
    const adminPages = admin.sections.find((s) => s.group === 'Pages')?.entries.map((e) => e.label);
    expect(adminPages).toContain('Admin: Users');
    expect(adminPages).not.toContain('Admin: Roles');
    const superAdmin = paletteFor({ isAdmin: true, isSuperAdmin: true }).vm;
    superAdmin.queryChanged('roles');
    expect(superAdmin.highlightedEntry?.goTo).toBe('/admin?tab=roles');
  });

  it('offers the Classic/New UI switch and End Impersonation only to those who may use them', () => {
    const { vm } = paletteFor({ mayToggleUi: true, impersonating: true, otherUiMode: 'Classic UI' });
    expect(vm.sections[0]?.entries.map((e) => e.label)).toEqual([
      'New Canvas',
      'Switch to Classic UI',
      'End Impersonation',
      'Logout',
    ]);
  });

  it('offers no chat, no New Canvas and no account page while an account must be chosen', () => {
    const { vm } = paletteFor({ isAdmin: true, accountRequired: true });
    const all = vm.sections.flatMap((s) => s.entries.map((e) => e.label));
    expect(all).not.toContain('New Canvas');
    expect(all).not.toContain('Status');
    expect(all).not.toContain('Globex plan');
  });

  it('matches part of a title fuzzily and Enter opens the best match', async () => {
    const { vm } = paletteFor();
    vm.queryChanged('acme ins');
    expect(await vm.entered()).toEqual({ goTo: '/?chat=c-1', focusMessageBox: false });
  });

  it("finds campaigns and folders with the backend's search once typing pauses", async () => {
    const { vm, clock, port } = paletteFor();
    vm.queryChanged('q');
    vm.queryChanged('q4');
    await clock.advance(PLACE_SEARCH_DEBOUNCE_MS);
    expect(port.callsOf('listCampaigns')).toHaveLength(1);
    expect(labels(vm)).toContain('Campaigns: Q4 Launch');
    expect(labels(vm)).toContain('Folders: Q4 Holiday');
    vm.queryChanged('q4 launch');
    await clock.advance(PLACE_SEARCH_DEBOUNCE_MS);
    expect(await vm.entered()).toEqual({ goTo: '/campaigns/cmp-1', focusMessageBox: false });
  });

  it('opens the entry the arrows moved to', async () => {
    const { vm } = paletteFor();
    vm.queryChanged('plan');
    vm.highlighted('chat:c-2');
    expect((await vm.entered())?.goTo).toBe('/?chat=c-2');
  });

  it('offers the recent picks first, newest first, the next time it opens', async () => {
    const { vm, reopen } = paletteFor();
    vm.queryChanged('globex');
    await vm.entered();
    vm.queryChanged('status');
    await vm.entered();
    const again = reopen();
    expect(again.sections[0]).toMatchObject({ group: 'Recent' });
    expect(again.sections[0]?.entries.map((e) => e.label)).toEqual(['Status', 'Globex plan']);
    expect(again.sections.flatMap((s) => s.entries).filter((e) => e.label === 'Status')).toHaveLength(1);
  });

  it('runs the actions: New Canvas focuses the message box; a failed End Impersonation stays', async () => {
    const { vm, did } = paletteFor(
      { impersonating: true },
      { endImpersonation: async () => failed('refused', 'no') },
    );
    vm.queryChanged('new canvas');
    expect(await vm.entered()).toEqual({ goTo: '/', focusMessageBox: true });
    vm.queryChanged('end imp');
    expect(await vm.entered()).toBeNull();
    vm.queryChanged('logout');
    expect(await vm.entered()).toEqual({ goTo: '/login', focusMessageBox: false });
    expect(did).toEqual(['new canvas', 'sign out']);
  });

  it('answers nothing to Enter when nothing matches', async () => {
    const { vm } = paletteFor();
    vm.queryChanged('zzzzqqq');
    expect(vm.sections).toEqual([]);
    expect(await vm.entered()).toBeNull();
  });
});
