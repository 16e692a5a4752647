import { action, computed, makeObservable, observable } from 'mobx';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import type { Outcome } from '../../../core/use-cases/outcome';

/** A file on its way to the server: waiting for its turn, or leaving with its share sent. */
export interface UploadingFile {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  state: 'waiting' | 'uploading';
  /** 0–100, of the file's bytes sent. */
  percent: number;
}

/** What one upload does: the flow that sends a file, watched. */
export type SendFile<T> = (file: UploadSource, watch: UploadWatch) => Promise<Outcome<T>>;

let nextKey = 0;

/**
 * The files the user chose, sent one at a time in the order chosen (spec 1 §7, spec 2 §7), each
 * with its progress and a cancel: the file being sent has its request aborted, a waiting one is
 * never sent. A cancelled file leaves the queue with no outcome to show; the others are handed
 * to `settled` as each ends.
 */
export class UploadQueue<T> {
  files: UploadingFile[] = [];
  private readonly stops = new Map<string, AbortController>();
  /** The files chosen earlier go first, also when more are chosen while they upload. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly send: SendFile<T>) {
    makeObservable<UploadQueue<T>, 'progressed' | 'removed'>(this, {
      files: observable,
      busy: computed,
      progressed: action,
      removed: action,
      cancelled: action,
    });
  }

  get busy(): boolean {
    return this.files.length > 0;
  }

  /** Sends the files one after the other, after any still going; `settled` hears each outcome but a cancel's. */
  sendAll(
    sources: readonly UploadSource[],
    settled: (source: UploadSource, outcome: Outcome<T>) => void,
  ): Promise<void> {
    const queued = action(() =>
      sources.map((source) => {
        nextKey += 1;
        const file: UploadingFile = {
          key: `upload-${nextKey}`,
          name: source.name,
          size: source.size,
          state: 'waiting',
          percent: 0,
        };
        this.files.push(file);
        this.stops.set(file.key, new AbortController());
        return { source, key: file.key };
      }),
    )();
    const run = this.turn.then(async () => {
      for (const { source, key } of queued) {
        const stop = this.stops.get(key);
        if (!stop || stop.signal.aborted) continue;
        this.progressed(key, 0, source.size, 'uploading');
        const outcome = await this.send(source, {
          progressed: (sent, total) => this.progressed(key, sent, total),
          cancel: stop.signal,
        });
        this.removed(key);
        if (!(outcome.ok === false && outcome.kind === 'cancelled')) settled(source, outcome);
      }
    });
    // A failure of one batch's caller must not stop the batches chosen after it.
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** The file's cancel: aborts its request, or keeps it from starting; it leaves at once. */
  cancelled(key: string): void {
    this.stops.get(key)?.abort();
    this.removed(key);
  }

  private progressed(key: string, sent: number, total: number, state?: UploadingFile['state']): void {
    const file = this.files.find((candidate) => candidate.key === key);
    if (!file) return;
    if (state) file.state = state;
    file.percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  }

  private removed(key: string): void {
    this.stops.delete(key);
    this.files = this.files.filter((file) => file.key !== key);
  }
}
