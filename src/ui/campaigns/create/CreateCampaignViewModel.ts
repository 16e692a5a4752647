import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  CREATION_TEXTS,
  type CreationFormState,
  chosenDestinations,
  creationProblem,
  multiChannelPreselection,
} from '../../../core/domain/campaigns/creation-rules';
import { creationSuccessText } from '../../../core/domain/campaigns/creation-success';
import {
  enabledDestinations,
  type PlatformIdField,
  type PlatformIdRule,
  platformIdRulesFor,
} from '../../../core/domain/campaigns/destinations';
import type { FileAnalysis } from '../../../core/domain/orchestration';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import type { AnalyzeCampaignFiles } from '../../../core/use-cases/campaigns/AnalyzeCampaignFiles';
import type { CreateCampaign } from '../../../core/use-cases/campaigns/CreateCampaign';
import type { LoadCreationOptions } from '../../../core/use-cases/campaigns/LoadCreationOptions';
import type { UploadCampaignFile } from '../../../core/use-cases/campaigns/UploadCampaignFile';
import type { CreateFolder } from '../../../core/use-cases/folders/CreateFolder';
import { failureText } from '../../kit/failure-text';
import { type CampaignSession, contextWithAccount, mayCreateCampaigns } from '../CampaignSession';
import type { SuccessBanner } from '../SuccessBanner';
import { CreationFiles } from './CreationFiles';
import { CreationFolderPicker } from './CreationFolderPicker';
import { CREATE_TEXTS } from './creation-texts';

export interface CreateCampaignDeps {
  session: CampaignSession;
  banner: SuccessBanner;
  loadOptions: LoadCreationOptions;
  createFolder: CreateFolder;
  uploadFile: UploadCampaignFile;
  analyzeFiles: AnalyzeCampaignFiles;
  createCampaign: CreateCampaign;
}

/** "Create New Campaign" (spec 2 §2.3, §4.4, §5): the form, its uploads and analysis, and Create. */
export class CreateCampaignViewModel {
  readonly files: CreationFiles;
  readonly folderPicker: CreationFolderPicker;
  multiChannels: readonly string[] = [];
  optionsError: string | null = null;
  name = '';
  multiChannel = false;
  destination = '';
  destinations: readonly string[] = [];
  ids: Record<PlatformIdField, string> = { advertiserId: '', platformAccountId: '', profileId: '' };
  analysis: FileAnalysis | null = null;
  submitting = false;
  error: string | null = null;
  /** Where the screen goes next (after Cancel or a creation); the component navigates. */
  leaveTo: string | null = null;

  constructor(private readonly deps: CreateCampaignDeps) {
    this.files = new CreationFiles({
      upload: (file: UploadSource, watch: UploadWatch) => {
        const ctx = contextWithAccount(deps.session);
        return deps.uploadFile.execute({ ctx: ctx ?? { userId: '', accountId: null }, file, watch });
      },
      allUploaded: () => this.analyse(),
    });
    this.folderPicker = new CreationFolderPicker({
      session: deps.session,
      createFolder: deps.createFolder,
      report: action((error: string | null) => {
        this.error = error;
      }),
    });
    makeObservable<CreateCampaignViewModel, 'applyAnalysis'>(this, {
      multiChannels: observableRef,
      optionsError: observable,
      name: observable,
      multiChannel: observable,
      destination: observable,
      destinations: observableRef,
      ids: observable,
      analysis: observableRef,
      submitting: observable,
      error: observable,
      leaveTo: observable,
      noAccount: computed,
      mayCreate: computed,
      availableDestinations: computed,
      showMultiChannelToggle: computed,
      idFields: computed,
      form: computed,
      problem: computed,
      submitDisabled: computed,
      nameTyped: action,
      multiChannelToggled: action,
      destinationChosen: action,
      destinationToggled: action,
      idTyped: action,
      cancelled: action,
      applyAnalysis: action,
    });
  }

  get noAccount(): boolean {
    return contextWithAccount(this.deps.session) === null;
  }

  get mayCreate(): boolean {
    return mayCreateCampaigns(this.deps.session);
  }

  /** Why the screen shows no form, in the spec's words; null when it does. */
  get whyNoForm(): string | null {
    return this.noAccount ? CREATION_TEXTS.noAccount : this.mayCreate ? null : CREATION_TEXTS.noPermission;
  }

  /** Destinations of the account's enabled channels (spec 2 §1). */
  get availableDestinations(): string[] {
    return enabledDestinations(this.deps.session.enabledChannels);
  }

  /** The toggle shows only when the account's multi-channels setting is non-empty (spec 2 §2.3). */
  get showMultiChannelToggle(): boolean {
    return this.multiChannels.length > 0;
  }

  /** The platform id fields the chosen destinations need. */
  get idFields(): PlatformIdRule[] {
    return platformIdRulesFor(chosenDestinations(this));
  }

  get form(): CreationFormState {
    return {
      hasAccount: !this.noAccount,
      mayCreate: this.mayCreate,
      folderId: this.folderPicker.folderId,
      name: this.name,
      multiChannel: this.multiChannel,
      destination: this.destination,
      destinations: this.destinations,
      advertiserId: this.ids.advertiserId,
      platformAccountId: this.ids.platformAccountId,
      profileId: this.ids.profileId,
      fileCount: this.files.uploaded.length,
    };
  }

  /** What still keeps Create Campaign disabled, in the spec's words; null when it may be sent. */
  get problem(): string | null {
    return creationProblem(this.form);
  }

  get submitDisabled(): boolean {
    return this.problem !== null || this.files.busy || this.submitting;
  }

  async opened(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (!ctx) return;
    const options = await this.deps.loadOptions.execute({ ctx });
    runInAction(() => {
      if (!options.ok) {
        this.optionsError = CREATE_TEXTS.optionsFailed;
        return;
      }
      this.folderPicker.offered(options.value.folders);
      this.multiChannels = options.value.multiChannels;
    });
  }

  nameTyped(name: string): void {
    this.name = name;
  }

  multiChannelToggled(on: boolean): void {
    this.multiChannel = on;
    if (on && this.destinations.length === 0 && this.destination) this.destinations = [this.destination];
  }

  destinationChosen(destination: string): void {
    this.destination = destination;
  }

  destinationToggled(destination: string, on: boolean): void {
    const others = this.destinations.filter((id) => id !== destination);
    this.destinations = on ? [...others, destination] : others;
  }

  idTyped(field: PlatformIdField, value: string): void {
    this.ids[field] = value;
  }

  /** Files dropped or browsed: each is uploaded on its own call (spec 2 §7). */
  filesAdded(files: UploadSource[]): Promise<void> {
    return this.files.add(files);
  }

  cancelled(): void {
    this.leaveTo = '/';
  }

  async submitted(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    if (this.submitDisabled || !ctx) return;
    runInAction(() => {
      this.submitting = true;
      this.error = null;
    });
    const created = await this.deps.createCampaign.execute({
      ctx,
      form: this.form,
      files: this.files.uploaded,
      ...(this.analysis ? { recommendedType: this.analysis.recommendedType } : {}),
    });
    runInAction(() => {
      this.submitting = false;
      if (!created.ok) {
        this.error = failureText(created, CREATE_TEXTS.createFailed);
        return;
      }
      this.deps.banner.put(creationSuccessText(created.value));
      this.leaveTo = `/campaigns?folderId=${encodeURIComponent(this.folderPicker.folderId)}`;
    });
  }

  /** After every upload settled: analyse the files; a failed analysis leaves the default workflow. */
  private async analyse(): Promise<void> {
    const ctx = contextWithAccount(this.deps.session);
    const files = this.files.uploaded;
    if (!ctx || files.length === 0) return;
    const platform = this.destination || this.destinations[0] || this.availableDestinations[0] || '';
    const analysis = await this.deps.analyzeFiles.execute({
      ctx,
      files,
      platform,
      campaignName: this.name.trim(),
      ...(this.ids.advertiserId.trim() ? { advertiserId: this.ids.advertiserId.trim() } : {}),
    });
    if (analysis.ok) this.applyAnalysis(analysis.value);
  }

  private applyAnalysis(analysis: FileAnalysis): void {
    this.analysis = analysis;
    const usable = this.multiChannels.filter((id) => this.availableDestinations.includes(id));
    const preselect = multiChannelPreselection(analysis.multiPlatform, usable);
    if (!preselect) return;
    this.multiChannel = true;
    this.destinations = preselect;
  }

  dispose(): void {}
}
