import type { WorkflowType } from '../../core/domain/orchestration';
import { noteChanged } from '../data/changes';
import { insert } from '../data/collections';
import { nextId } from '../data/ids';
import { messageById } from '../data/indexes';
import type { DemoData } from '../data/types';
import { advanceRun, stopRun } from './advance';
import { initialSteps } from './plan';
import type { DemoRun, RunInput, StepKey, StepWorkers } from './types';

/** Everything needed to start a run; `key` makes the start idempotent. */
export interface StartRunRequest {
  key: string;
  messageId: string;
  chatId: string;
  userId: string;
  accountId: string;
  workflow: WorkflowType;
  platform: string;
  seed: number;
  input: RunInput;
  campaignId?: string;
  pace?: number;
  /** Steps this run skips beyond its workflow's (a fast-track without creative files skips creative). */
  skippedSteps?: StepKey[];
}

export type StopRunResult = { kind: 'stopped'; run: DemoRun } | { kind: 'already-finished'; run: DemoRun };

export const STOPPED_BY_USER = 'Stopped by user';

/**
 * A finished run keeps what its status reports (steps, error, api_result) and drops the working
 * material (documents' text, intermediate results): its message holds the full result, and the
 * stored data stays small enough to be written on every change.
 */
function compact(run: DemoRun): void {
  run.input = { ...run.input, documentText: {} };
  run.outputs = run.outputs.api === undefined ? {} : { api: run.outputs.api };
}

/**
 * The demo backend's orchestration engine, over the stored data. Time is lazy: nothing runs in
 * the background; every read brings the runs it returns forward to `now` (see advanceRun), so a
 * fake clock drives it in tests and a restarted server carries on where the clock says.
 *
 * Used by the chat routes (fast-track, shell, Salesforce) and the campaign page's routes alike:
 * - `start(request, now)`: a new run, or the existing one for the same key (`created: false`);
 * - `read(messageId, now)`: the run of a message, brought up to date;
 * - `stop(messageId, now)`: halts every processing step (`stopped`); a stopped run never moves again;
 * - `list(accountId, now)`: the account's runs, up to date (status page);
 * - `resumeAfterRestart(now)`: counts a restart on every unfinished run (the mock server calls it on start).
 * When a run ends, its message takes the result (completed/failed, or failed with 'Stopped by user').
 * What it changes is noted for the host (data/changes.ts); `changed` says whether anything moved.
 */
export class RunEngine {
  changed = false;

  constructor(
    private readonly data: DemoData,
    private readonly workers: StepWorkers,
    private readonly speed: number,
  ) {}

  start(request: StartRunRequest, now: number): { run: DemoRun; created: boolean } {
    const existing = this.data.runs.find((run) => run.key === request.key);
    if (existing) return { run: this.bringForward(existing, now), created: false };
    const run: DemoRun = {
      id: nextId(this.data, 'run'),
      key: request.key,
      messageId: request.messageId,
      chatId: request.chatId,
      userId: request.userId,
      accountId: request.accountId,
      workflow: request.workflow,
      platform: request.platform,
      seed: request.seed,
      createdAt: now,
      updatedAt: now,
      status: 'in_progress',
      recoveryState: 'active',
      restartCount: 0,
      steps: initialSteps(request.workflow, request.skippedSteps),
      input: request.input,
      outputs: {},
      ...(request.campaignId ? { campaignId: request.campaignId } : {}),
      ...(request.pace ? { pace: request.pace } : {}),
    };
    insert(this.data, 'runs', run);
    this.changed = true;
    return { run: this.bringForward(run, now), created: true };
  }

  read(messageId: string, now: number): DemoRun | undefined {
    const run = this.data.runs.find((candidate) => candidate.messageId === messageId);
    return run && this.bringForward(run, now);
  }

  stop(messageId: string, now: number): StopRunResult | undefined {
    const run = this.read(messageId, now);
    if (!run) return undefined;
    if (run.status !== 'in_progress') return { kind: 'already-finished', run };
    stopRun(run, now);
    this.settleMessage(run);
    compact(run);
    this.noteRun(run);
    return { kind: 'stopped', run };
  }

  list(accountId: string, now: number): DemoRun[] {
    return this.data.runs
      .filter((run) => run.accountId === accountId)
      .map((run) => this.bringForward(run, now));
  }

  /** After a server restart: unfinished runs are picked up again and the restart is counted. */
  resumeAfterRestart(now: number): number {
    let resumed = 0;
    for (const run of this.data.runs) {
      if (run.status !== 'in_progress' || run.recoveryState === 'suspended') continue;
      run.restartCount += 1;
      run.recoveryState = 'recovered';
      this.bringForward(run, now);
      this.noteRun(run);
      resumed += 1;
    }
    return resumed;
  }

  private bringForward(run: DemoRun, now: number): DemoRun {
    if (advanceRun(run, now, this.workers, this.speed)) {
      if (run.status !== 'in_progress') {
        this.settleMessage(run);
        compact(run);
      }
      this.noteRun(run);
    }
    return run;
  }

  /** The run changed in place: noted for the host's journal (data/changes.ts). */
  private noteRun(run: DemoRun): void {
    this.changed = true;
    noteChanged(this.data, 'runs', run);
  }

  /** The run's message shows how it ended, as the chat history and message status answer it. */
  private settleMessage(run: DemoRun): void {
    const message = messageById(this.data, run.messageId);
    if (message?.status !== 'processing') return;
    noteChanged(this.data, 'messages', message);
    delete message.pending;
    if (run.status === 'stopped') {
      message.status = 'failed';
      message.content = STOPPED_BY_USER;
      message.stoppedAt = run.finishedAt ?? run.updatedAt;
      return;
    }
    const result = this.workers.finalResult(run);
    message.status = run.status === 'completed' ? 'completed' : 'failed';
    message.content = result.content;
    message.jsonResponse = result.jsonResponse;
  }
}
