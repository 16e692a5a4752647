import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../core/domain/errors';
import { aCampaign, aFolder } from '../../../core/testing/builders';
import { MoveCampaigns } from '../../../core/use-cases/campaigns/MoveCampaigns';
import { RenameListEntry } from '../../../core/use-cases/campaigns/RenameListEntry';
import { SuccessBanner } from '../SuccessBanner';
import { campaignHarness } from '../testing/campaign-harness';
import { CampaignsListViewModel } from './CampaignsListViewModel';
import { CAMPAIGN_LIST_TEXTS, SUCCESS_BANNER_MS } from './campaign-texts';

const spring = aCampaign({ id: 'c-1', name: 'Spring', status: 'live', folderId: 'f-1', folderName: 'Q2' });
const summer = aCampaign({ ...spring, id: 'c-2', name: 'Summer' });

async function openCampaigns(address: Record<string, string> = {}, campaigns = [spring]) {
  const harness = campaignHarness({
    campaigns,
    folders: [aFolder({ id: 'f-1', name: 'Q2' }), aFolder({ id: 'f-2', name: 'Archive' })],
  });
  const banner = new SuccessBanner();
  banner.put('Campaign "Spring" created successfully!');
  const port = harness.campaigns;
  const vm = new CampaignsListViewModel({
    ...harness.base,
    banner,
    renameCampaign: new RenameListEntry((ctx, id, name) => port.updateCampaign(ctx, id, { name })),
    moveCampaigns: new MoveCampaigns(port),
  });
  await vm.opened(address);
  return { ...harness, vm };
}

describe('the campaigns page', () => {
  it('lists one folder from the address, names it in the breadcrumb, and asks the server with its id', async () => {
    const { vm, campaigns } = await openCampaigns({ folderId: 'f-1' });
    expect(vm.folderName).toBe('Q2');
    expect(campaigns.callsOf('listCampaigns')[0]?.[0]).toMatchObject({
      folderId: 'f-1',
      sortBy: 'createdAt',
    });
    expect(campaigns.callsOf('listFolders')[0]?.[0]).toMatchObject({ sortBy: 'name', limit: 100 });
  });

  it('shows the creation success for five seconds', async () => {
    const { vm, clock } = await openCampaigns();
    expect(vm.successText).toBe('Campaign "Spring" created successfully!');
    await clock.advance(SUCCESS_BANNER_MS);
    expect(vm.successText).toBeNull();
  });

  it("says 'No campaigns yet' with a hint, and that a search matched nothing", async () => {
    const { vm, clock } = await openCampaigns({}, []);
    expect(vm.emptyState).toEqual({
      title: CAMPAIGN_LIST_TEXTS.emptyTitle,
      hint: CAMPAIGN_LIST_TEXTS.emptyHint,
    });
    vm.list.searchTyped('zzz');
    await clock.advance(300);
    expect(vm.emptyState).toEqual({ title: CAMPAIGN_LIST_TEXTS.noMatch });
  });

  it('renames through the campaign update, and words failed pins and deletes as the spec does', async () => {
    const { vm, campaigns } = await openCampaigns();
    await vm.actions.renameCommitted('c-1', 'Summer');
    expect(campaigns.callsOf('updateCampaign')[0]).toEqual(['c-1', { name: 'Summer' }]);
    campaigns.failing.set('setCampaignPinned', new BackendError('unavailable', 'down'));
    await vm.actions.pinToggled('c-1');
    expect(vm.actions.error).toBe(CAMPAIGN_LIST_TEXTS.pinFailed);
    campaigns.failing.set('deleteCampaign', new BackendError('unavailable', 'down'));
    vm.actions.deleteRequested(spring);
    await vm.actions.deleteConfirmed();
    expect(vm.actions.error).toBe(CAMPAIGN_LIST_TEXTS.deleteFailed);
  });

  it('goes back to page 1 when another folder is chosen', async () => {
    const { vm, campaigns } = await openCampaigns({ page: '3' });
    await vm.folderChosen(null);
    expect(campaigns.callsOf('listCampaigns').at(-1)?.[0]).toMatchObject({ page: 1 });
    expect(campaigns.callsOf('listCampaigns').at(-1)?.[0]).not.toHaveProperty('folderId');
  });

  it('moves the ticked campaigns to the folder chosen, says so and reads the page again', async () => {
    const { vm, campaigns } = await openCampaigns({}, [spring, summer]);
    vm.pageSelected(true);
    expect(vm.allOnPageSelected).toBe(true);
    vm.rowSelected('c-2', false);
    vm.rowSelected('c-2', true);
    await vm.moveSelectedClicked();
    expect(vm.move.open).toBe(true);
    expect(vm.move.folders.map((folder) => folder.name)).toEqual(['Q2', 'Archive']);
    vm.move.folderChosen('f-2');
    const reads = campaigns.callsOf('listCampaigns').length;
    await vm.move.confirmed();
    expect(campaigns.callsOf('moveCampaigns')[0]).toEqual([['c-1', 'c-2'], 'f-2']);
    expect(vm.move.open).toBe(false);
    expect(vm.move.done).toBe('Moved 2 campaign(s) to "Archive"');
    expect(vm.selected).toEqual([]);
    expect(campaigns.callsOf('listCampaigns').length).toBe(reads + 1);
  });

  it("keeps the dialog open with the backend's refusal, and asks for a folder before sending", async () => {
    const { vm, campaigns } = await openCampaigns({}, [spring]);
    await vm.moveClicked(spring);
    await vm.move.confirmed();
    expect(vm.move.error).toBe('Please choose a folder');
    campaigns.failing.set('moveCampaigns', new BackendError('refused', 'Access denied to this campaign'));
    vm.move.folderChosen('f-2');
    await vm.move.confirmed();
    expect(vm.move.open).toBe(true);
    expect(vm.move.error).toBe('Access denied to this campaign');
    campaigns.failing.set('moveCampaigns', new BackendError('unavailable', 'down'));
    await vm.move.confirmed();
    expect(vm.move.error).toBe('Failed to move campaigns. Please try again.');
  });
});
