import { action, makeObservable, observable } from 'mobx';

export type HistoryState = 'idle' | 'loading' | 'loaded' | 'failed';
/** Reading the page before the shown messages: one at a time; 'failed' is tried again when asked. */
export type EarlierState = 'idle' | 'loading' | 'failed';

/**
 * Where the open chat's history reading stands, shown from the first paint; the reading itself
 * (HistoryReading) loads with the first chat opened, since a new canvas reads none.
 */
export class HistoryProgress {
  state: HistoryState = 'idle';
  earlierState: EarlierState = 'idle';

  constructor() {
    makeObservable(this, { state: observable, earlierState: observable, expect: action });
  }

  /** Another chat shows: 'loading' until its history is read, 'idle' for a new chat. */
  expect(state: 'loading' | 'idle'): void {
    this.state = state;
    this.earlierState = 'idle';
  }
}
