import { action, makeObservable, observable } from 'mobx';
import { assignCreativesRemainingText } from '../../../core/domain/campaigns/assign-creatives-estimate';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';

const TICK_MS = 1000;

/**
 * The remaining time of a processing creatives assignment (spec 2 §9: 300 s), read from the page's
 * clock once a second while there is one, so the text counts down under a manual clock too.
 */
export class AssignmentCountdown {
  now: number;
  private timer: TimerHandle | null = null;

  /** `startedAt` answers the processing assignment's start, or null when there is none. */
  constructor(
    private readonly clock: ClockPort,
    private readonly startedAt: () => number | null,
  ) {
    this.now = clock.now();
    makeObservable<AssignmentCountdown, 'tick'>(this, { now: observable, tick: action });
  }

  /** Called whenever the activity changed: ticks while an assignment processes, else rests. */
  sync(): void {
    if (this.startedAt() === null) this.clearTimer();
    else if (this.timer === null) this.tick();
  }

  /** "About 4:59 remaining", "Taking longer than expected", or null without a processing assignment. */
  get text(): string | null {
    const startedAt = this.startedAt();
    return startedAt === null ? null : assignCreativesRemainingText(startedAt, this.now);
  }

  dispose(): void {
    this.clearTimer();
  }

  private tick(): void {
    this.now = this.clock.now();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (this.startedAt() !== null) this.tick();
    }, TICK_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
