import { action, makeObservable, observable, runInAction } from 'mobx';
import { STATUS_CHANGE_FAILED_TEXT } from '../../../core/domain/chat/result-texts';
import type { Message } from '../../../core/domain/message';
import type { Judged, JudgementRequest } from '../../../core/use-cases/chat/judgement';
import type { Outcome } from '../../../core/use-cases/outcome';
import type { RunInChat } from '../ChatThread';
import type { ResultActionsDeps } from './result-actions-deps';

/** A flow that sends a request about `source` in the chat. */
export type RunAbout = (inChat: Parameters<RunInChat>[0], source: Message) => ReturnType<RunInChat>;

/**
 * How a request about one result goes, from its action bar or its dialogs: one at a time (the
 * result's changing actions wait meanwhile); a request the chat shows and follows (regenerate,
 * edit, ask), or a judgement (approve, reject) the chat reflects, refused with an error under the
 * result.
 */
export class ResultRequests {
  /** A request about this result is in flight: its changing actions wait. */
  busy = false;
  /** The error under the result (a refused judgement, a failed export). */
  error: string | null = null;

  constructor(
    private readonly deps: Pick<ResultActionsDeps, 'thread' | 'session'>,
    private readonly result: () => Message | undefined,
  ) {
    makeObservable(this, { busy: observable, error: observable, errorShown: action });
  }

  errorShown(text: string | null): void {
    this.error = text;
  }

  /** A request about this result, shown and followed by the chat; false when it failed or was not sent. */
  async ask(text: string, failureText: string, run: RunAbout): Promise<boolean> {
    const source = this.result();
    if (!source) return false;
    const sent = await this.whileBusy(() =>
      this.deps.thread.requestOnResult(text, failureText, (inChat) => run(inChat, source)),
    );
    return sent === true;
  }

  /** Approve or reject through `flow`, then the chat reflects it; a refusal shows under the result. */
  async judge(flow: (request: JudgementRequest) => Promise<Outcome<Judged>>): Promise<boolean> {
    const message = this.result();
    if (!message) return false;
    const request = { ctx: this.deps.session.actingContext, chatId: this.deps.thread.chatId, message };
    const judged = await this.whileBusy(() => flow(request));
    if (!judged) return false;
    if (!judged.ok) {
      console.error('Changing the result status failed', judged.cause ?? judged.message);
      this.errorShown(STATUS_CHANGE_FAILED_TEXT);
      return false;
    }
    this.deps.thread.applyStatus(message.messageId, judged.value.status, judged.value.feedback);
    return true;
  }

  /** Runs `work` unless another request about this result is in flight (then answers null). */
  private async whileBusy<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.busy) return null;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await work();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
