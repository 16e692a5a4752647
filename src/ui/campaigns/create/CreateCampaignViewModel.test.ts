import { describe, expect, it } from 'vitest';
import { CREATION_TEXTS } from '../../../core/domain/campaigns/creation-rules';
import { BackendError } from '../../../core/domain/errors';
import { aFolder } from '../../../core/testing/builders';
import { FakeAdminPort } from '../../../core/testing/FakeAdminPort';
import { FakeChatPort } from '../../../core/testing/FakeChatPort';
import { FakeOrchestrationPort } from '../../../core/testing/FakeOrchestrationPort';
import { AnalyzeCampaignFiles } from '../../../core/use-cases/campaigns/AnalyzeCampaignFiles';
import { CreateCampaign } from '../../../core/use-cases/campaigns/CreateCampaign';
import { LoadCreationOptions } from '../../../core/use-cases/campaigns/LoadCreationOptions';
import { UploadCampaignFile } from '../../../core/use-cases/campaigns/UploadCampaignFile';
import { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import { SuccessBanner } from '../SuccessBanner';
import { campaignHarness } from '../testing/campaign-harness';
import { CreateCampaignViewModel } from './CreateCampaignViewModel';
import { CREATE_TEXTS } from './creation-texts';

const io = { name: 'io.pdf', size: 2048, type: 'application/pdf', data: new Blob(['%PDF']) };

async function openCreation(multiChannels = '') {
  const harness = campaignHarness({ folders: [aFolder({ id: 'f-1', name: 'Q2' })] });
  const admin = new FakeAdminPort();
  admin.answers.set('listAccountSettings', [
    { id: 's', key: 'multi-channels', value: multiChannels, createdAt: '', updatedAt: '' },
  ]);
  const port = harness.campaigns;
  const banner = new SuccessBanner();
  const vm = new CreateCampaignViewModel({
    session: harness.session,
    banner,
    loadOptions: new LoadCreationOptions(port, admin.port),
    createFolder: new CreateFolder(port),
    uploadFile: new UploadCampaignFile(new FakeChatPort()),
    analyzeFiles: new AnalyzeCampaignFiles(new FakeOrchestrationPort()),
    createCampaign: new CreateCampaign(port),
  });
  await vm.opened();
  return { ...harness, vm, banner };
}

describe('Create New Campaign', () => {
  it('offers the folders, and the multi-channel toggle only when the account has the setting', async () => {
    const single = await openCreation();
    expect(single.vm.folderPicker.folders.map((folder) => folder.name)).toEqual(['Q2']);
    expect(single.vm.showMultiChannelToggle).toBe(false);
    const multi = await openCreation('facebook,dv360');
    expect(multi.vm.showMultiChannelToggle).toBe(true);
  });

  it('says what is missing, in the order of the spec, and keeps Create disabled until then', async () => {
    const { vm } = await openCreation();
    expect(vm.problem).toBe(CREATION_TEXTS.requiredFields);
    vm.folderPicker.folderChosen('f-1');
    vm.nameTyped('Spring');
    expect(vm.problem).toBe(CREATION_TEXTS.noDestination);
    vm.destinationChosen('facebook');
    expect(vm.problem).toBe(CREATION_TEXTS.noFiles);
    await vm.filesAdded([io]);
    expect([vm.problem, vm.submitDisabled]).toEqual([null, false]);
  });

  it('makes a new folder and chooses it; a blank name says so', async () => {
    const { vm, campaigns } = await openCreation();
    vm.folderPicker.newFolderClicked();
    await vm.folderPicker.newFolderConfirmed();
    expect(vm.error).toBe('Folder name is required');
    vm.folderPicker.newFolderTyped('Q3');
    await vm.folderPicker.newFolderConfirmed();
    const made = campaigns.folders.find((folder) => folder.name === 'Q3');
    expect([vm.folderPicker.folderId, vm.folderPicker.creatingFolder, vm.error]).toEqual([
      made?.id,
      false,
      null,
    ]);
  });

  it('creates the campaign, hands its success to the campaigns list, and goes to its folder', async () => {
    const { vm, campaigns, banner } = await openCreation();
    campaigns.creationAnswer = {
      id: 'c-1',
      name: 'Spring',
      orchestration: { triggered: true },
    };
    vm.folderPicker.folderChosen('f-1');
    vm.nameTyped('Spring');
    vm.destinationChosen('facebook');
    await vm.filesAdded([io]);
    await vm.submitted();
    expect(vm.leaveTo).toBe('/campaigns?folderId=f-1');
    expect(banner.take()).toContain('Spring');
  });

  it("keeps the form with 'Failed to create campaign: ' and the server's words", async () => {
    const { vm, campaigns } = await openCreation();
    campaigns.failing.set('createCampaign', new BackendError('unavailable', 'down'));
    vm.folderPicker.folderChosen('f-1');
    vm.nameTyped('Spring');
    vm.destinationChosen('facebook');
    await vm.filesAdded([io]);
    await vm.submitted();
    expect(vm.error).toBe(CREATE_TEXTS.createFailed('down'));
    expect(vm.leaveTo).toBeNull();
  });
});
