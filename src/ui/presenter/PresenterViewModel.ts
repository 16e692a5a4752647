import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { DemoSettings, FaultRate, RunSpeed } from '../../core/domain/demo/demo-settings';
import type { SampleKind } from '../../core/domain/demo/samples';
import { currentStep, type StoryStep } from '../../core/domain/demo/story';
import type { ActingContext, UploadSource } from '../../core/ports/acting-context';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import type { DemoPack } from '../../core/ports/DemoPort';
import type { StoryProgress } from '../../core/use-cases/demo/ReadStoryProgress';
import type { Failure } from '../../core/use-cases/outcome';
import { type FailureWording, failureText } from '../kit/failure-text';
import type { PresenterUseCases } from './PresenterUseCases';
import { ProspectForm } from './ProspectForm';
import { PRESENTER_TEXTS } from './presenter-texts';

/** How often the open panel looks at the chat again: the story moves when the chat's answers do. */
export const STORY_CHECK_MS = 2000;

/**
 * The presenter's panel (issue 29): the demo's packs, the prospect they are built for, the run
 * speed, fault mode and the story's steps. A switch or a step done for the presenter makes the
 * page load again (the flows say so); the story follows the chat, never a timer of its own.
 */
export class PresenterViewModel {
  isOpen = false;
  packs: DemoPack[] = [];
  current: string | null = null;
  settings: DemoSettings | null = null;
  story: StoryProgress | null = null;
  /** What is under way: a pack's id while it is being switched to, 'settings', 'story', 'sample'. */
  busy: string | null = null;
  error: string | null = null;
  readonly prospect = new ProspectForm();
  private storyCheck: TimerHandle | null = null;

  constructor(
    private readonly useCases: PresenterUseCases,
    private readonly session: { readonly actingContext: ActingContext | null },
    private readonly clock: ClockPort,
  ) {
    makeObservable(this, {
      isOpen: observable,
      packs: observable,
      current: observable,
      settings: observable,
      story: observable,
      busy: observable,
      error: observable,
      currentPackName: computed,
      step: computed,
      opened: action,
      closed: action,
    });
  }

  get currentPackName(): string {
    return this.packs.find((pack) => pack.id === this.current)?.name ?? '';
  }

  /** The story's step the presenter is at; null once it is told whole. */
  get step(): StoryStep | null {
    return currentStep(this.story?.reached ?? []);
  }

  /** Opening the panel reads the packs, the settings and where the story stands. */
  async opened(): Promise<void> {
    this.isOpen = true;
    this.error = null;
    await Promise.all([this.readPacks(), this.readSettings(), this.readStory()]);
  }

  closed(): void {
    this.isOpen = false;
    if (this.storyCheck !== null) this.clock.clearTimeout(this.storyCheck);
    this.storyCheck = null;
  }

  /** A pack's button: the whole demo becomes that pack, for the prospect if one is named. */
  packChosen(packId: string): Promise<void> {
    return this.switchTo(packId);
  }

  /** Builds the current pack again: whatever was done since is gone. */
  resetChosen(): Promise<void> {
    return this.current ? this.switchTo(this.current) : Promise.resolve();
  }

  speedChosen(speed: RunSpeed): Promise<void> {
    return this.changeSettings({ speed });
  }

  faultsChosen(faults: FaultRate): Promise<void> {
    return this.changeSettings({ faults });
  }

  /** "Do it for me": the current step's message goes into the story's chat. */
  async doItChosen(): Promise<void> {
    const ctx = this.session.actingContext;
    const step = this.step;
    if (!ctx || !step || !this.story) return;
    this.began('story');
    const outcome = await this.useCases.doStoryStep.execute({ ctx, chatId: this.story.chatId, step });
    this.ended(outcome.ok ? null : outcome, PRESENTER_TEXTS.stepFailed);
  }

  /** The step's sample file, made for the prospect: answered for the page to save, null if it failed. */
  async sampleChosen(kind: SampleKind): Promise<UploadSource | null> {
    this.began('sample');
    const outcome = await this.useCases.demo.execute('fetchSample', kind);
    this.ended(outcome.ok ? null : outcome, {
      otherwise: PRESENTER_TEXTS.sampleFailed,
      'not-found': PRESENTER_TEXTS.noSamples,
    });
    return outcome.ok ? outcome.value : null;
  }

  private async switchTo(packId: string): Promise<void> {
    this.began(packId);
    const prospect = this.prospect.prospect;
    const outcome = await this.useCases.switchPack.execute({ packId, ...(prospect ? { prospect } : {}) });
    if (outcome.ok) runInAction(() => (this.current = outcome.value.current));
    this.ended(outcome.ok ? null : outcome, PRESENTER_TEXTS.switchFailed);
  }

  private async changeSettings(change: Partial<{ speed: RunSpeed; faults: FaultRate }>): Promise<void> {
    this.began('settings');
    const outcome = await this.useCases.demo.execute('changeSettings', change);
    if (outcome.ok) runInAction(() => (this.settings = outcome.value));
    this.ended(outcome.ok ? null : outcome, PRESENTER_TEXTS.settingsFailed);
  }

  private async readPacks(): Promise<void> {
    const outcome = await this.useCases.demo.execute('listPacks');
    runInAction(() => {
      if (!outcome.ok) {
        this.error = failureText(outcome, PRESENTER_TEXTS.packsFailed);
        return;
      }
      this.packs = outcome.value.packs;
      this.current = outcome.value.current;
      if (outcome.value.prospect && !this.prospect.name) this.prospect.filledFrom(outcome.value.prospect);
    });
  }

  private async readSettings(): Promise<void> {
    const outcome = await this.useCases.demo.execute('readSettings');
    if (outcome.ok) runInAction(() => (this.settings = outcome.value));
  }

  /** Reads the story again, and again after a while for as long as the panel stays open. */
  private async readStory(): Promise<void> {
    const ctx = this.session.actingContext;
    if (!ctx || !this.isOpen) return;
    const outcome = await this.useCases.readStory.execute(ctx);
    runInAction(() => {
      if (outcome.ok) this.story = outcome.value;
      else console.error('Reading the demo story failed', outcome.message);
    });
    if (!this.isOpen || this.step === null) return;
    this.storyCheck = this.clock.setTimeout(() => void this.readStory(), STORY_CHECK_MS);
  }

  private began(what: string): void {
    runInAction(() => {
      this.busy = what;
      this.error = null;
    });
  }

  private ended(failure: Failure | null, wording: FailureWording): void {
    runInAction(() => {
      this.busy = null;
      this.error = failure ? failureText(failure, wording) : null;
    });
  }
}
