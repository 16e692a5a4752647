import { describe, expect, it } from 'vitest';
import { FOLDER_HOLDS_CAMPAIGNS } from '../../../core/domain/campaigns/list-rules';
import { BackendError } from '../../../core/domain/errors';
import { aFolder } from '../../../core/testing/builders';
import { RenameListEntry } from '../../../core/use-cases/campaigns/RenameListEntry';
import { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import { DeleteFolder } from '../../../core/use-cases/folders/DeleteFolder';
import { campaignHarness } from '../testing/campaign-harness';
import { FoldersListViewModel } from './FoldersListViewModel';
import { FOLDER_TEXTS } from './folder-texts';

const q2 = aFolder({ id: 'f-1', name: 'Q2', campaignCount: 2 });
const q3 = aFolder({ id: 'f-2', name: 'Q3' });

function foldersOver(harness: ReturnType<typeof campaignHarness>) {
  const port = harness.campaigns;
  return new FoldersListViewModel({
    ...harness.base,
    createFolder: new CreateFolder(port),
    renameFolder: new RenameListEntry((ctx, id, name) => port.renameFolder(ctx, id, name)),
    deleteFolder: new DeleteFolder(port),
  });
}

async function openFolders(address: Record<string, string> = {}) {
  const harness = campaignHarness({ folders: [q2, q3] });
  const vm = foldersOver(harness);
  await vm.opened(address);
  return { ...harness, vm };
}

const names = (vm: FoldersListViewModel) => vm.rows.map((folder) => folder.name);

describe('the folders page', () => {
  it("says 'Please select an account to view folders.' and asks nothing without an account", async () => {
    const harness = campaignHarness();
    harness.session.actingContext = null;
    const vm = foldersOver(harness);
    await vm.opened({});
    expect(vm.noAccount).toBe(FOLDER_TEXTS.noAccount);
    expect(harness.campaigns.calls).toEqual([]);
  });

  it('reads the page the address names, newest first by default', async () => {
    const { vm, campaigns } = await openFolders({ sort: 'name:asc', page: '2' });
    expect(campaigns.callsOf('listFolders')[0]?.[0]).toMatchObject({
      sortBy: 'name',
      sortOrder: 'asc',
      page: 2,
    });
    expect(names(vm)).toEqual(['Q2', 'Q3']);
  });

  it('renames in place at once, and puts the old name back with the spec text when the save fails', async () => {
    const { vm, campaigns } = await openFolders();
    vm.actions.renameStarted('f-2');
    await vm.actions.renameCommitted('f-2', ' Q3 final ');
    expect(names(vm)).toEqual(['Q2', 'Q3 final']);
    expect(campaigns.callsOf('renameFolder')[0]).toEqual(['f-2', 'Q3 final']);
    campaigns.failing.set('renameFolder', new BackendError('unavailable', 'down'));
    await vm.actions.renameCommitted('f-1', 'Q2 final');
    expect(names(vm)).toEqual(['Q2', 'Q3 final']);
    expect(vm.actions.error).toBe(FOLDER_TEXTS.renameFailed);
  });

  it('keeps a folder that holds campaigns, and deletes an empty one after the question', async () => {
    const { vm, campaigns } = await openFolders();
    vm.actions.deleteRequested(q2);
    await vm.actions.deleteConfirmed();
    expect(vm.actions.error).toBe(FOLDER_HOLDS_CAMPAIGNS);
    expect(vm.moveOffer).toEqual({ text: 'Move the campaigns of "Q2"', address: '/campaigns?folderId=f-1' });
    vm.actions.deleteRequested(q3);
    await vm.actions.deleteConfirmed();
    expect(campaigns.callsOf('deleteFolder')[0]?.[0]).toBe('f-2');
    expect(campaigns.callsOf('listFolders')).toHaveLength(2);
    expect(vm.moveOffer).toBeNull();
  });

  it('pins and reads the page again, since pinned folders come first', async () => {
    const { vm, campaigns } = await openFolders();
    await vm.actions.pinToggled('f-2');
    expect(campaigns.callsOf('setFolderPinned')[0]).toEqual(['f-2', true]);
    expect(campaigns.callsOf('listFolders')).toHaveLength(2);
  });

  it('adds a folder; a blank name keeps the field open with the rule', async () => {
    const { vm, campaigns } = await openFolders();
    vm.addFolderClicked();
    vm.newNameTyped('  ');
    await vm.addConfirmed();
    expect(vm.adding).toBe(true);
    expect(vm.actions.error).toBe('Folder name is required');
    vm.newNameTyped('Q4');
    await vm.addConfirmed();
    expect(campaigns.callsOf('createFolder')).toEqual([['Q4']]);
    expect(vm.adding).toBe(false);
    expect(vm.actions.error).toBeNull();
  });

  it('refuses every change to a user who may not create campaigns', async () => {
    const { vm, session } = await openFolders();
    session.user = { ...session.user, permissions: {} };
    vm.actions.renameStarted('f-1');
    vm.actions.deleteRequested(q3);
    expect([vm.mayChange, vm.actions.renamingId, vm.actions.deletion.subject]).toEqual([false, null, null]);
  });
});
