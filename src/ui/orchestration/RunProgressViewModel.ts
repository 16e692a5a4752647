import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { OrchestrationStatus, WorkflowType } from '../../core/domain/orchestration';
import { stepLabel, workflowStepId } from '../../core/domain/orchestration-run/labels';
import {
  canStop,
  connectionLostTextOf,
  outcomeTextOf,
  percentOf,
  stepViewsOf,
} from '../../core/domain/orchestration-run/run-view';
import { specStepIdOf } from '../../core/domain/orchestration-run/spec-step-ids';
import type { StepStatus } from '../../core/domain/orchestration-run/steps';
import { ORCHESTRATION_TEXTS, salesforcePollingErrorText } from '../../core/domain/orchestration-run/texts';
import { phaseOf, type WorkPhase } from '../../core/domain/work-phase';
import type { OrchestrationTarget } from '../../core/use-cases/orchestration/target';
import type { OrchestrationWatch } from '../../core/use-cases/orchestration/WatchOrchestration';
import { type RunLink, runLinksOf } from './run-links';

export interface RunProgressFlows {
  watch(
    target: OrchestrationTarget,
    listener: {
      onStatus(status: OrchestrationStatus): void;
      onPollingError?(failure: { message: string }): void;
      onConnectionLost?(): void;
    },
  ): OrchestrationWatch;
  stop(target: OrchestrationTarget): Promise<{ ok: boolean }>;
  /** The page's live region: a run on screen says its new step and its end there (issue 31). */
  announce?(text: string): void;
}

export interface StepRow {
  id: string;
  /** The workflow step of spec 1 §3 it carries out (upload_an_insertion_order …): its icon. */
  stepId: string;
  label: string;
  status: StepStatus;
}

/**
 * One fast-track or Salesforce run in the chat (spec 2 §2.1, §4.1): its steps and percentage,
 * the stop button and the line saying how it ended. It polls from the moment it is attached to
 * the screen until the run ends or the chat is left (`detached`).
 */
export class RunProgressViewModel {
  status: OrchestrationStatus | undefined;
  stopping = false;
  stopError: string | null = null;
  pollingError: string | null = null;
  /** The run's status could no longer be read: it counts as failed (spec 2 §8). */
  connectionLost = false;
  collapsed: boolean;
  private watch: OrchestrationWatch | null = null;
  private readonly finishListeners = new Set<() => void>();

  constructor(
    readonly target: OrchestrationTarget,
    readonly workflow: WorkflowType,
    readonly platform: string | undefined,
    private readonly flows: RunProgressFlows,
    collapse: { initial: boolean; save(collapsed: boolean): void },
    initialStatus?: OrchestrationStatus,
  ) {
    this.status = initialStatus;
    this.collapsed = collapse.initial;
    this.saveCollapse = collapse.save;
    makeObservable<RunProgressViewModel, 'received' | 'stopDone' | 'pollingFailed' | 'lostConnection'>(this, {
      status: observableRef,
      stopping: observable,
      stopError: observable,
      pollingError: observable,
      connectionLost: observable,
      collapsed: observable,
      phase: computed,
      percent: computed,
      steps: computed,
      stopVisible: computed,
      outcomeText: computed,
      links: computed,
      collapseToggled: action,
      stopClicked: action,
      received: action,
      stopDone: action,
      pollingFailed: action,
      lostConnection: action,
    });
  }

  private readonly saveCollapse: (collapsed: boolean) => void;

  /** The flow chart's height (spec 1 §9): 250 px for fast-track, 200 px for Salesforce. */
  get chartHeight(): number {
    return this.workflow === 'salesforce-orchestration' ? 200 : 250;
  }

  get title(): string {
    return this.workflow === 'salesforce-orchestration' ? 'Salesforce orchestration' : 'Fast track';
  }

  /** The workflow step id of spec 1 §3 (fast_track_dv360 …), for the page and the scenarios. */
  get stepId(): string {
    return workflowStepId(this.workflow, this.platform);
  }

  get phase(): WorkPhase {
    return this.connectionLost ? 'failed' : phaseOf(this.status?.status);
  }

  get percent(): number {
    return percentOf(this.workflow, this.status);
  }

  get steps(): StepRow[] {
    return stepViewsOf(this.workflow, this.status).map((step) => ({
      id: step.id,
      stepId: specStepIdOf(step.key, this.workflow, this.platform),
      label: stepLabel(this.workflow, step.key, this.platform),
      status: step.status,
    }));
  }

  get stopVisible(): boolean {
    return canStop(this.status) && this.phase === 'in-progress';
  }

  get outcomeText(): string | null {
    if (this.connectionLost) return connectionLostTextOf(this.workflow);
    return outcomeTextOf(this.workflow, this.status);
  }

  /** The step being worked on now, by its label; null when none is (before the start, after the end). */
  get currentStepLabel(): string | null {
    return this.steps.find((step) => step.status === 'processing')?.label ?? null;
  }

  /** What the live region says of the run's end: its closing line, or that it completed. */
  private get endAnnouncement(): string {
    return this.outcomeText ?? `${this.title} completed`;
  }

  get links(): RunLink[] {
    return this.phase === 'completed' ? runLinksOf(this.status?.apiResult) : [];
  }

  /** The message is on screen: watch the run unless it already ended. */
  attached(): void {
    if (this.watch || this.phase !== 'in-progress') return;
    this.watch = this.flows.watch(this.target, {
      onStatus: (status) => this.received(status, null),
      onPollingError: (failure) => this.pollingFailed(failure.message),
      onConnectionLost: () => this.lostConnection(),
    });
  }

  /** The chat was left: no further reads. */
  detached(): void {
    this.watch?.stop();
    this.watch = null;
  }

  collapseToggled(): void {
    this.collapsed = !this.collapsed;
    this.saveCollapse(this.collapsed);
  }

  async stopClicked(): Promise<void> {
    if (!this.stopVisible || this.stopping) return;
    this.stopping = true;
    this.stopError = null;
    const outcome = await this.flows.stop(this.target);
    this.stopDone(outcome.ok);
  }

  private stopDone(ok: boolean): void {
    this.stopping = false;
    if (!ok) {
      this.stopError =
        this.target.kind === 'salesforce-orchestration'
          ? ORCHESTRATION_TEXTS.stopFailedSalesforce
          : ORCHESTRATION_TEXTS.stopFailedFastTrack;
      return;
    }
    // The backend has stopped the run: show it at once; the next read confirms the step states.
    this.received({ ...(this.status ?? { status: 'stopped' }), status: 'stopped' }, null);
  }

  private pollingFailed(message: string): void {
    // Polling errors are logged and polling goes on (spec 2 §8); Salesforce's are also shown.
    console.error('Polling the orchestration status failed', message);
    if (this.target.kind === 'salesforce-orchestration')
      this.received(this.status, salesforcePollingErrorText(message));
  }

  /** Not a finish: the message has no final result to show, only the run's lost line. */
  private lostConnection(): void {
    this.connectionLost = true;
    this.detached();
  }

  /** Calls `listener` when the run ends while watched (not for a run that had ended already). */
  onFinished(listener: () => void): () => void {
    this.finishListeners.add(listener);
    return () => this.finishListeners.delete(listener);
  }

  private received(status: OrchestrationStatus | undefined, pollingError: string | null): void {
    const wasRunning = this.phase === 'in-progress';
    const known = this.status !== undefined;
    const stepBefore = this.currentStepLabel;
    this.status = status;
    this.pollingError = pollingError;
    if (this.phase === 'in-progress') {
      // A new step is said; the percentage is not (it moves too often to be heard one by one).
      const step = this.currentStepLabel;
      if (known && step && step !== stepBefore) this.flows.announce?.(`${this.title}: ${step}`);
      return;
    }
    this.detached();
    if (!wasRunning) return;
    this.flows.announce?.(this.endAnnouncement);
    for (const listener of this.finishListeners) listener();
  }
}
