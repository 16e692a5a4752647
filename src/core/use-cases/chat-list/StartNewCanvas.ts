import type { AppEventsPort } from '../../ports/AppEventsPort';
import { type Outcome, succeeded } from '../outcome';

/** 'New Canvas' (spec 3 §2): every screen that shows a chat resets it (spec 1 §2 resetChat). */
export class StartNewCanvas {
  constructor(private readonly events: AppEventsPort) {}

  execute(): Outcome {
    this.events.emit('resetChat', {});
    return succeeded();
  }
}

export const StartNewCanvasToken = Symbol.for('StartNewCanvas');
