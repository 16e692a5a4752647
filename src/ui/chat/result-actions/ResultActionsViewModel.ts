import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { EditDialog } from '../../../core/domain/chat/edit-dialog';
import { editDialogFor } from '../../../core/domain/chat/edit-dialog';
import { editPrefill } from '../../../core/domain/chat/edit-prefill';
import {
  ASK_ASSISTANT_FAILED_TEXT,
  EDIT_FAILED_TEXT,
  REGENERATE_FAILED_TEXT,
} from '../../../core/domain/chat/error-texts';
import {
  type MessageAction,
  type MessageActionId,
  messageActions,
} from '../../../core/domain/chat/message-actions';
import { JSON_MIME_TYPE, resultFileName, resultJsonText } from '../../../core/domain/chat/result-data';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../core/domain/chat/validation-texts';
import type { Message } from '../../../core/domain/message';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ChatUseCases } from '../../../core/use-cases/chat/ChatUseCases';
import type { Judged } from '../../../core/use-cases/chat/judgement';
import { RegenerateResult } from '../../../core/use-cases/chat/RegenerateResult';
import { RejectResult } from '../../../core/use-cases/chat/RejectResult';
import type { Outcome } from '../../../core/use-cases/outcome';
import type { ChatThread, RunInChat } from '../ChatThread';
import type { ChatSession } from '../thread/chat-session';
import type { BrowserEffects } from './BrowserEffects';

/** Shown under the result when the backend refused a status change. */
export const STATUS_CHANGE_FAILED_TEXT = 'Failed to update the result status. Please try again.';
export const EXPORT_FAILED_TEXT = 'Failed to export to a spreadsheet. Please try again.';
/** The expand/collapse toggle of the result table, the last item of the action bar. */
export const COLLAPSE_ACTION_LABEL = 'Collapse result';

export type ResultDialog = 'reject' | 'edit' | 'ask-assistant';

/** One entry of the action bar or drawer (the shape the action menu takes). */
export interface ResultActionEntry {
  id: MessageActionId | 'collapse';
  label: string;
  enabled: boolean;
  pressed?: boolean;
  onSelect: () => void;
}

/** The flows a result's actions run. */
export type ResultUseCases = Pick<
  ChatUseCases,
  | 'approveResult'
  | 'rejectResult'
  | 'regenerateResult'
  | 'editResult'
  | 'askAboutResult'
  | 'exportToSpreadsheet'
>;

export interface ResultActionsDeps {
  thread: ChatThread;
  useCases: ResultUseCases;
  session: ChatSession;
  effects: BrowserEffects;
}

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
    const actions = this.actions;
    if (actions.length === 0) return [];
    const entries: ResultActionEntry[] = actions.map((item) => {
      const entry: ResultActionEntry = {
        id: item.id,
        label: item.label,
        enabled: item.enabled && !(item.id === 'export-spreadsheet' && this.exporting),
        onSelect: () => void this.select(item.id),
      };
      if (item.pressed !== undefined) entry.pressed = item.pressed;
      if (item.id === 'reference')
        entry.pressed = this.deps.thread.isReferenced(this.message?.messageId ?? '');
      return entry;
    });
    entries.push({
      id: 'collapse',
      label: COLLAPSE_ACTION_LABEL,
      enabled: true,
      pressed: this.collapsed,
      onSelect: () => this.collapseToggled(),
    });
    return entries;
  }

  /** The 'Update … Details' dialog of this result, or null when it cannot be edited. */
  get editDialog(): EditDialog | null {
    return editDialogFor(this.message?.action);
  }

  /** What the Edit dialog starts with (spec 1 §4 "Edit action pre-fill"). */
  get editPrefill(): string {
    return editPrefill(this.message?.jsonResponse);
  }

  get collapsed(): boolean {
    const message = this.message;
    return message ? this.deps.thread.isCollapsed(message.messageId) : false;
  }

  /** Runs the action the user chose; a disabled one does nothing. */
  async select(id: MessageActionId): Promise<void> {
    if (!this.actions.find((item) => item.id === id)?.enabled) return;
    switch (id) {
      case 'reference':
        return this.referenceToggled();
      case 'download-json':
        return this.downloadJsonClicked();
      case 'open-json':
        return this.openJsonClicked();
      case 'export-spreadsheet':
        return this.exportClicked();
      case 'approve':
        return this.approveClicked();
      case 'reject':
        return this.rejectClicked();
      case 'edit':
        return this.editClicked();
      case 'regenerate':
        return this.regenerateClicked();
      case 'ask-assistant':
        return this.askAssistantClicked();
    }
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
    const exported = await this.deps.useCases.exportToSpreadsheet.execute({
      ctx: this.deps.session.actingContext,
      chatId: this.deps.thread.chatId,
      message,
      userEmail: this.deps.session.user?.email,
    });
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
    if (!source || this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await this.deps.thread.requestOnResult(text, failureText, (inChat) => run(inChat, source));
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Approve or reject through `flow`, then the chat reflects it; a refusal shows under the result. */
  private async judge(
    flow: (request: {
      ctx: ActingContext | null;
      chatId: string | null;
      message: Message;
    }) => Promise<Outcome<Judged>>,
  ): Promise<boolean> {
    const message = this.message;
    if (!message || this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    const judged = await flow({
      ctx: this.deps.session.actingContext,
      chatId: this.deps.thread.chatId,
      message,
    });
    runInAction(() => {
      this.busy = false;
      if (!judged.ok) this.error = STATUS_CHANGE_FAILED_TEXT;
    });
    if (!judged.ok) {
      console.error('Changing the result status failed', judged.cause ?? judged.message);
      return false;
    }
    this.deps.thread.applyStatus(message.messageId, judged.value.status, judged.value.feedback);
    return true;
  }
}

/** A flow that sends a request about `source` in the chat. */
type RunAbout = (inChat: Parameters<RunInChat>[0], source: Message) => ReturnType<RunInChat>;
