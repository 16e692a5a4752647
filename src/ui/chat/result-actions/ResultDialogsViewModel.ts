import { action, makeObservable, observable } from 'mobx';
import { type EditDialog, editDialogFor } from '../../../core/domain/chat/edit-dialog';
import { editPrefill } from '../../../core/domain/chat/edit-prefill';
import {
  ASK_ASSISTANT_FAILED_TEXT,
  EDIT_FAILED_TEXT,
  REGENERATE_FAILED_TEXT,
} from '../../../core/domain/chat/result-texts';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../core/domain/chat/validation-texts';
import type { Message } from '../../../core/domain/message';
import { RegenerateResult } from '../../../core/use-cases/chat/RegenerateResult';
import type { ResultRequests, RunAbout } from './ResultRequests';
import type { ResultUseCases } from './result-actions-deps';

export type ResultDialog = 'reject' | 'edit' | 'ask-assistant';

/**
 * The dialogs a result's actions open (spec 1 §4 edit pre-fill, §5 dialog rules): which one is
 * open, what the edit starts with, and what submitting each does. A dialog stays open when its
 * text is missing or its request failed.
 */
export class ResultDialogsViewModel {
  open: ResultDialog | null = null;

  constructor(
    private readonly useCases: ResultUseCases,
    private readonly requests: ResultRequests,
    private readonly result: () => Message | undefined,
  ) {
    makeObservable(this, { open: observable, opened: action, openChanged: action });
  }

  /** The 'Update … Details' dialog of this result, or null when it cannot be edited. */
  get editDialog(): EditDialog | null {
    return editDialogFor(this.result()?.action);
  }

  /** What the Edit dialog starts with (spec 1 §4 "Edit action pre-fill"). */
  get editPrefill(): string {
    return editPrefill(this.result()?.jsonResponse);
  }

  /** A request about this result is in flight: the dialogs wait for it. */
  get busy(): boolean {
    return this.requests.busy;
  }

  opened(dialog: ResultDialog): void {
    if (dialog !== 'edit' || this.editDialog) this.open = dialog;
  }

  openChanged(open: boolean): void {
    if (!open) this.open = null;
  }

  /**
   * 'Regenerate with Feedback': the result is marked rejected with the reason, then regenerated
   * with it as feedback. Answers false (the dialog stays open) when the reason is missing or the
   * rejection was refused; a failed regeneration shows its error in the chat.
   */
  async rejectionSubmitted(reason: string): Promise<boolean> {
    const text = reason.trim();
    if (validateRejectionReason(text)) return false;
    const rejected = await this.requests.judge((request) =>
      this.useCases.rejectResult.execute({ ...request, reason: text }),
    );
    if (!rejected) return false;
    this.openChanged(false);
    await this.requests.ask(RegenerateResult.requestText(text), REGENERATE_FAILED_TEXT, (inChat, source) =>
      this.useCases.regenerateResult.execute({ ...inChat, source, feedback: text }),
    );
    return true;
  }

  /** 'Update … Details': the instructions go to the assistant as an edit of this result. */
  async editSubmitted(instructions: string): Promise<boolean> {
    const text = instructions.trim();
    if (validateEditInstructions(text)) return false;
    return this.submitted(text, EDIT_FAILED_TEXT, (inChat, source) =>
      this.useCases.editResult.execute({ ...inChat, source, instructions: text }),
    );
  }

  async questionSubmitted(question: string): Promise<boolean> {
    const text = question.trim();
    if (validateAssistantQuestion(text)) return false;
    return this.submitted(text, ASK_ASSISTANT_FAILED_TEXT, (inChat, source) =>
      this.useCases.askAboutResult.execute({ ...inChat, source, question: text }),
    );
  }

  private async submitted(text: string, failureText: string, run: RunAbout): Promise<boolean> {
    const sent = await this.requests.ask(text, failureText, run);
    if (sent) this.openChanged(false);
    return sent;
  }
}
