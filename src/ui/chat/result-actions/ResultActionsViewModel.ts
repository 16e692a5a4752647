import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type EditDialog, editDialogFor } from '../../../core/domain/chat/edit-dialog';
import { editPrefill } from '../../../core/domain/chat/edit-prefill';
import {
  ASK_ASSISTANT_FAILED_TEXT,
  EDIT_FAILED_TEXT,
  EXPORT_FAILED_TEXT,
  REGENERATE_FAILED_TEXT,
  STATUS_CHANGE_FAILED_TEXT,
} from '../../../core/domain/chat/error-texts';
import {
  type MessageAction,
  type MessageActionId,
  messageActions,
} from '../../../core/domain/chat/message-actions';
import { JSON_MIME_TYPE, resultFileName, resultJsonText } from '../../../core/domain/chat/result-data';
import { type Suggestion, suggestedNextSteps } from '../../../core/domain/chat/suggested-next-steps';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../core/domain/chat/validation-texts';
import type { Message } from '../../../core/domain/message';
import type { Judged, JudgementRequest } from '../../../core/use-cases/chat/judgement';
import { RegenerateResult } from '../../../core/use-cases/chat/RegenerateResult';
import { RejectResult } from '../../../core/use-cases/chat/RejectResult';
import type { Outcome } from '../../../core/use-cases/outcome';
import type { RunInChat } from '../ChatThread';
import { type ResultActionEntry, resultActionEntries } from './result-action-entries';
import type { ResultActionsDeps } from './result-actions-deps';

export type ResultDialog = 'reject' | 'edit' | 'ask-assistant';

/**
 * The actions of one bot result (spec 1 §2 action bar, §4 message status and edit pre-fill,
 * §5 dialog rules): which show and are enabled (the core's messageActions) and what each does.
 * The result is looked up by its stable `id` on every read, so it follows the chat's updates.
 */
export class ResultActionsViewModel {
  openDialog: ResultDialog | null = null;
  /** A request about this result is in flight: its changing actions wait. */
  busy = false;
  exporting = false;
  error: string | null = null;

  constructor(
    private readonly deps: ResultActionsDeps,
    readonly messageKey: string,
  ) {
    makeObservable(this, {
      openDialog: observable,
      busy: observable,
      exporting: observable,
      error: observable,
      message: computed,
      actions: computed,
      items: computed,
      collapsed: computed,
      suggestions: computed,
      dialogOpenChanged: action,
      rejectClicked: action,
      editClicked: action,
      askAssistantClicked: action,
      collapseToggled: action,
      referenceToggled: action,
    });
  }

  get message(): Message | undefined {
    return this.deps.thread.messages.find((m) => m.id === this.messageKey);
  }

  /** The core's verdict on each action for this result and this user. */
  get actions(): MessageAction[] {
    const message = this.message;
    if (!message) return [];
    const user = this.deps.session.user;
    return messageActions(message, {
      permissions: user?.permissions ?? {},
      userEmail: user?.email,
      referenced: this.deps.thread.isReferenced(message.messageId),
      busy: this.busy,
    });
  }

  /** The action bar's items, each wired to its intent, then the table's expand/collapse toggle. */
  get items(): ResultActionEntry[] {
    return resultActionEntries(this.actions, {
      exporting: this.exporting,
      referenced: this.deps.thread.isReferenced(this.message?.messageId ?? ''),
      collapsed: this.collapsed,
      select: (id) => void this.select(id),
      collapseToggled: () => this.collapseToggled(),
    });
  }

  /** The 'Update … Details' dialog of this result, or null when it cannot be edited. */
  get editDialog(): EditDialog | null {
    return editDialogFor(this.message?.action);
  }

  /** What the Edit dialog starts with (spec 1 §4 "Edit action pre-fill"). */
  get editPrefill(): string {
    return editPrefill(this.message?.jsonResponse);
  }

  /** The suggested next steps under the result (spec 1 §2); none for unlisted actions. */
  get suggestions(): readonly Suggestion[] {
    return suggestedNextSteps(this.message?.action, this.message?.subAction);
  }

  /** A suggestion picked: the result's own action it names (Edit, Export), else its prompt sent. */
  async suggestionPicked(suggestion: Suggestion): Promise<void> {
    if (suggestion.runs) await this.select(suggestion.runs);
    else await this.deps.thread.sendText(suggestion.prompt);
  }

  get collapsed(): boolean {
    const message = this.message;
    return message ? this.deps.thread.isCollapsed(message.messageId) : false;
  }

  /** Runs the action the user chose; a disabled one does nothing. */
  async select(id: MessageActionId): Promise<void> {
    if (!this.actions.find((item) => item.id === id)?.enabled) return;
    const intents: Record<MessageActionId, () => void | Promise<void>> = {
      reference: () => this.referenceToggled(),
      'download-json': () => this.downloadJsonClicked(),
      'open-json': () => this.openJsonClicked(),
      'export-spreadsheet': () => this.exportClicked(),
      approve: () => this.approveClicked(),
      reject: () => this.rejectClicked(),
      edit: () => this.editClicked(),
      regenerate: () => this.regenerateClicked(),
      'ask-assistant': () => this.askAssistantClicked(),
    };
    await intents[id]();
  }

  referenceToggled(): void {
    const message = this.message;
    if (message) this.deps.thread.toggleReference(message);
  }

  downloadJsonClicked(): void {
    const message = this.message;
    if (!message) return;
    this.deps.effects.download(resultFileName(message), resultJsonText(message.jsonResponse), JSON_MIME_TYPE);
  }

  openJsonClicked(): void {
    const message = this.message;
    if (message) this.deps.effects.openTextInNewTab(resultJsonText(message.jsonResponse), JSON_MIME_TYPE);
  }

  /** Export to spreadsheet (shared with the user's email); the spreadsheet opens in a new tab. */
  async exportClicked(): Promise<void> {
    const message = this.message;
    if (!message || this.exporting) return;
    runInAction(() => {
      this.exporting = true;
      this.error = null;
    });
    const { session, thread } = this.deps;
    const request = {
      ctx: session.actingContext,
      chatId: thread.chatId,
      message,
      userEmail: session.user?.email,
    };
    const exported = await this.deps.useCases.exportToSpreadsheet.execute(request);
    runInAction(() => {
      this.exporting = false;
      if (!exported.ok) this.error = EXPORT_FAILED_TEXT;
    });
    if (exported.ok) this.deps.effects.openInNewTab(exported.value.url);
    else console.error('Export to spreadsheet failed', exported.cause ?? exported.message);
  }

  /** Approve, or un-approve an approved result (spec 1 §4). */
  async approveClicked(): Promise<void> {
    await this.judge((request) => this.deps.useCases.approveResult.execute(request));
  }

  /** Reject asks for a reason first; pressing it on a rejected result toggles it back. */
  async rejectClicked(): Promise<void> {
    if (RejectResult.needsReason(this.message?.status)) {
      this.openDialog = 'reject';
      return;
    }
    await this.judge((request) => this.deps.useCases.rejectResult.execute(request));
  }

  editClicked(): void {
    if (this.editDialog) this.openDialog = 'edit';
  }

  askAssistantClicked(): void {
    this.openDialog = 'ask-assistant';
  }

  async regenerateClicked(): Promise<void> {
    await this.request(RegenerateResult.requestText(), REGENERATE_FAILED_TEXT, (inChat, source) =>
      this.deps.useCases.regenerateResult.execute({ ...inChat, source }),
    );
  }

  dialogOpenChanged(open: boolean): void {
    if (!open) this.openDialog = null;
  }

  /**
   * 'Regenerate with Feedback': the result is marked rejected with the reason, then regenerated
   * with it as feedback. Answers false (the dialog stays open) when the reason is missing or the
   * rejection was refused; a failed regeneration shows its error in the chat.
   */
  async rejectionSubmitted(reason: string): Promise<boolean> {
    const text = reason.trim();
    if (validateRejectionReason(text)) return false;
    const rejected = await this.judge((request) =>
      this.deps.useCases.rejectResult.execute({ ...request, reason: text }),
    );
    if (!rejected) return false;
    this.dialogOpenChanged(false);
    await this.request(RegenerateResult.requestText(text), REGENERATE_FAILED_TEXT, (inChat, source) =>
      this.deps.useCases.regenerateResult.execute({ ...inChat, source, feedback: text }),
    );
    return true;
  }

  /** 'Update … Details': the instructions go to the assistant as an edit of this result. */
  async editSubmitted(instructions: string): Promise<boolean> {
    const text = instructions.trim();
    if (validateEditInstructions(text)) return false;
    return this.submitDialogRequest(text, EDIT_FAILED_TEXT, (inChat, source) =>
      this.deps.useCases.editResult.execute({ ...inChat, source, instructions: text }),
    );
  }

  async questionSubmitted(question: string): Promise<boolean> {
    const text = question.trim();
    if (validateAssistantQuestion(text)) return false;
    return this.submitDialogRequest(text, ASK_ASSISTANT_FAILED_TEXT, (inChat, source) =>
      this.deps.useCases.askAboutResult.execute({ ...inChat, source, question: text }),
    );
  }

  collapseToggled(): void {
    const message = this.message;
    if (message) this.deps.thread.setCollapsed(message.messageId, !this.collapsed);
  }

  private async submitDialogRequest(text: string, failureText: string, run: RunAbout): Promise<boolean> {
    const sent = await this.request(text, failureText, run);
    if (sent) this.dialogOpenChanged(false);
    return sent;
  }

  /** A request about this result, shown and followed by the chat; its changing actions wait meanwhile. */
  private async request(text: string, failureText: string, run: RunAbout): Promise<boolean> {
    const source = this.message;
    if (!source) return false;
    const sent = await this.whileBusy(() =>
      this.deps.thread.requestOnResult(text, failureText, (inChat) => run(inChat, source)),
    );
    return sent === true;
  }

  /** Approve or reject through `flow`, then the chat reflects it; a refusal shows under the result. */
  private async judge(flow: (request: JudgementRequest) => Promise<Outcome<Judged>>): Promise<boolean> {
    const message = this.message;
    if (!message) return false;
    const request = { ctx: this.deps.session.actingContext, chatId: this.deps.thread.chatId, message };
    const judged = await this.whileBusy(() => flow(request));
    if (!judged) return false;
    if (!judged.ok) {
      console.error('Changing the result status failed', judged.cause ?? judged.message);
      runInAction(() => {
        this.error = STATUS_CHANGE_FAILED_TEXT;
      });
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

/** A flow that sends a request about `source` in the chat. */
type RunAbout = (inChat: Parameters<RunInChat>[0], source: Message) => ReturnType<RunInChat>;
