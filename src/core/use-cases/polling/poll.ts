import type { ClockPort, TimerHandle } from '../../ports/ClockPort';
import { type Failure, type FailureKind, failureFrom, type Outcome } from '../outcome';

/** What to ask, how often, and who hears the answers. */
export interface PollPlan<T> {
  /** One read. A failure keeps the poll going. */
  read(): Promise<Outcome<T>>;
  /** The beat: a read every `everyMs`, counted from the first. */
  everyMs: number;
  /** When the first read happens (0: at once, before `poll` answers). */
  firstAfterMs: number;
  /** The answer after which nothing more is asked (a finished result or run). */
  isLast?(value: T): boolean;
  /** Every answer, the last one included (by then the poll is no longer active). */
  onAnswer(value: T): void;
  /** A read that failed; polling goes on. Not called for the kinds the plan tolerates. */
  onFailure?(failure: Failure): void;
  /** Failures that are no news: by default 'not-found' (the thing is not stored yet, spec 1 §4). */
  tolerates?: readonly FailureKind[];
  /**
   * Spec 2 §9's health check: every `checkEveryMs`, a poll that has had no answer for more than
   * `silentMs` (a read hanging, answers failing) starts over with a read at once.
   */
  restartWhenSilent?: { checkEveryMs: number; silentMs: number };
  /**
   * Spec 2 §9's orphaned polling: a poll going on for more than this long since it began (its
   * restarts included) is orphaned; it ends at its next beat or health check and says so.
   */
  orphanedAfterMs?: number;
  /** The poll ended as orphaned (never called once it stopped or had its last answer). */
  onOrphaned?(): void;
}

/** A poll under way. */
export interface Poll {
  /** False once stopped or once the last answer came. */
  readonly active: boolean;
  /** Reads at once, dropping a read still on its way, and counts the beat from now; answers when heard. */
  restart(): Promise<void>;
  /** No more beats until `resume`; a read on its way is still heard, `restart` still reads once. */
  pause(): void;
  /** The beat again, its next read a full beat from now. */
  resume(): void;
  /** No further reads, and answers still on their way are dropped. */
  stop(): void;
}

/**
 * The one polling engine of the product: the chat's results, the chat's runs, the status page
 * and the campaign page all poll through it. A fixed beat (a read every `everyMs`, so latency
 * does not stretch the spec's rhythm); a beat that finds the previous read still on its way is
 * skipped, so there is never more than one read in flight; answers of a read that a restart or a
 * stop overtook are dropped.
 */
export function poll<T>(clock: ClockPort, plan: PollPlan<T>): Poll {
  return new BeatingPoll(clock, plan);
}

class BeatingPoll<T> implements Poll {
  active = true;
  private paused = false;
  /** Bumped by restart and stop: a read of an earlier generation is not heard. */
  private generation = 0;
  private inFlight = false;
  private beatTimer: TimerHandle | null = null;
  private healthTimer: TimerHandle | null = null;
  private origin = 0;
  private beats = 0;
  private lastAnswerAt: number;
  private readonly startedAt: number;

  constructor(
    private readonly clock: ClockPort,
    private readonly plan: PollPlan<T>,
  ) {
    this.startedAt = clock.now();
    this.lastAnswerAt = clock.now();
    this.beatFrom(plan.firstAfterMs);
    this.scheduleHealthCheck();
  }

  restart(): Promise<void> {
    if (!this.active) return Promise.resolve();
    this.generation += 1;
    this.inFlight = false;
    this.lastAnswerAt = this.clock.now();
    this.clearBeat();
    if (!this.paused) this.beatFrom(this.plan.everyMs);
    return this.read();
  }

  pause(): void {
    this.paused = true;
    this.clearBeat();
  }

  resume(): void {
    if (!this.active || !this.paused) return;
    this.paused = false;
    this.beatFrom(this.plan.everyMs);
  }

  stop(): void {
    this.generation += 1;
    this.end();
  }

  /** The beat from now on: its first read after `firstMs` (0: at once), then one every `everyMs`. */
  private beatFrom(firstMs: number): void {
    this.origin = this.clock.now() + firstMs;
    this.beats = 0;
    if (firstMs <= 0) this.beat();
    else this.beatTimer = this.clock.setTimeout(() => this.beat(), firstMs);
  }

  private beat(): void {
    this.beatTimer = null;
    if (!this.active || this.paused || this.orphaned()) return;
    this.beats += 1;
    const due = this.origin + this.beats * this.plan.everyMs;
    this.beatTimer = this.clock.setTimeout(() => this.beat(), Math.max(0, due - this.clock.now()));
    if (!this.inFlight) void this.read();
  }

  private async read(): Promise<void> {
    const generation = this.generation;
    this.inFlight = true;
    let outcome: Outcome<T>;
    try {
      outcome = await this.plan.read();
    } catch (error) {
      outcome = failureFrom(error);
    }
    if (generation !== this.generation || !this.active) return;
    this.inFlight = false;
    if (outcome.ok) {
      this.lastAnswerAt = this.clock.now();
      if (this.plan.isLast?.(outcome.value)) this.end();
      this.plan.onAnswer(outcome.value);
    } else if (!(this.plan.tolerates ?? ['not-found']).includes(outcome.kind)) {
      this.plan.onFailure?.(outcome);
    }
  }

  private scheduleHealthCheck(): void {
    const health = this.plan.restartWhenSilent;
    if (!health) return;
    this.healthTimer = this.clock.setTimeout(() => {
      this.healthTimer = null;
      if (!this.active || this.orphaned()) return;
      if (!this.paused && this.clock.now() - this.lastAnswerAt > health.silentMs) void this.restart();
      this.scheduleHealthCheck();
    }, health.checkEveryMs);
  }

  /** Past its age (spec 2 §9): the poll ends, dropping a read on its way, and says so. */
  private orphaned(): boolean {
    const limit = this.plan.orphanedAfterMs;
    if (limit === undefined || this.clock.now() - this.startedAt <= limit) return false;
    this.stop();
    this.plan.onOrphaned?.();
    return true;
  }

  private end(): void {
    this.active = false;
    this.clearBeat();
    if (this.healthTimer !== null) this.clock.clearTimeout(this.healthTimer);
    this.healthTimer = null;
  }

  private clearBeat(): void {
    if (this.beatTimer !== null) this.clock.clearTimeout(this.beatTimer);
    this.beatTimer = null;
  }
}
