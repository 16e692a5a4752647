import { isTerminalRun } from '../../../core/domain/campaigns/orchestration-stages';
import type { MessageStatusAnswer } from '../../../core/domain/message';
import type { CampaignOrchestrationStatus } from '../../../core/domain/orchestration';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';
import type { Outcome } from '../../../core/use-cases/outcome';

/** Campaign page polling (spec 2 §9). */
export const RUN_POLL_MS = 3000;
export const MESSAGE_POLL_MS = 5000;
export const HEALTH_CHECK_MS = 5000;
export const STALE_AFTER_MS = 10_000;

export interface RunWatcherDeps {
  clock: ClockPort;
  readRun(messageId: string): Promise<Outcome<CampaignOrchestrationStatus>>;
  readMessage(messageId: string): Promise<Outcome<MessageStatusAnswer>>;
  onRun(status: CampaignOrchestrationStatus): void;
  /** The run reached completed, failed, stopped or timeout: polling has stopped. */
  onRunEnded(status: CampaignOrchestrationStatus): void;
  onMessage(messageId: string, answer: MessageStatusAnswer): void;
}

/**
 * Polls the campaign's run every 3 s and a processing message (creatives assignment) every 5 s,
 * one call in flight each, the next scheduled after the answer. Errors (a 404 included) are
 * logged and polling goes on. A health check every 5 s restarts polling that has had no
 * successful answer for over 10 s.
 */
export class CampaignRunWatcher {
  private runId: string | null = null;
  private messageId: string | null = null;
  private runTimer: TimerHandle | null = null;
  private messageTimer: TimerHandle | null = null;
  private healthTimer: TimerHandle | null = null;
  private lastSuccess = 0;
  private generation = 0;

  constructor(private readonly deps: RunWatcherDeps) {}

  get watching(): boolean {
    return this.runId !== null || this.messageId !== null;
  }

  watchRun(messageId: string): void {
    this.runId = messageId;
    this.restart();
  }

  watchMessage(messageId: string): void {
    this.messageId = messageId;
    this.restart();
  }

  stop(): void {
    this.runId = null;
    this.messageId = null;
    this.clearTimers();
    this.generation += 1;
  }

  private restart(): void {
    this.clearTimers();
    this.generation += 1;
    this.lastSuccess = this.deps.clock.now();
    const generation = this.generation;
    if (this.runId) void this.pollRun(generation);
    if (this.messageId) void this.pollMessage(generation);
    this.scheduleHealthCheck(generation);
  }

  private async pollRun(generation: number): Promise<void> {
    const id = this.runId;
    if (!id || generation !== this.generation) return;
    const outcome = await this.deps.readRun(id);
    if (generation !== this.generation || id !== this.runId) return;
    if (outcome.ok) {
      this.lastSuccess = this.deps.clock.now();
      this.deps.onRun(outcome.value);
      if (isTerminalRun(outcome.value.status)) {
        this.runId = null;
        this.deps.onRunEnded(outcome.value);
        if (!this.messageId) this.clearTimers();
        return;
      }
    } else console.warn('[campaign] polling the orchestration failed; trying again', outcome.message);
    this.runTimer = this.deps.clock.setTimeout(() => void this.pollRun(generation), RUN_POLL_MS);
  }

  private async pollMessage(generation: number): Promise<void> {
    const id = this.messageId;
    if (!id || generation !== this.generation) return;
    const outcome = await this.deps.readMessage(id);
    if (generation !== this.generation || id !== this.messageId) return;
    if (outcome.ok) {
      this.lastSuccess = this.deps.clock.now();
      this.deps.onMessage(id, outcome.value);
      if (outcome.value.status !== 'processing') {
        this.messageId = null;
        if (!this.runId) this.clearTimers();
        return;
      }
    } else console.warn('[campaign] polling the message status failed; trying again', outcome.message);
    this.messageTimer = this.deps.clock.setTimeout(() => void this.pollMessage(generation), MESSAGE_POLL_MS);
  }

  private scheduleHealthCheck(generation: number): void {
    this.healthTimer = this.deps.clock.setTimeout(() => {
      if (generation !== this.generation || !this.watching) return;
      if (this.deps.clock.now() - this.lastSuccess > STALE_AFTER_MS) this.restart();
      else this.scheduleHealthCheck(generation);
    }, HEALTH_CHECK_MS);
  }

  private clearTimers(): void {
    for (const timer of [this.runTimer, this.messageTimer, this.healthTimer])
      if (timer !== null) this.deps.clock.clearTimeout(timer);
    this.runTimer = null;
    this.messageTimer = null;
    this.healthTimer = null;
  }
}
