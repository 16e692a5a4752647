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
import {
  type ResultJudgement,
  rejectionNeedsReason,
  statusAfterApprove,
  statusAfterReject,
} from '../../../core/domain/chat/message-status';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../core/domain/chat/validation-texts';
import type { Message } from '../../../core/domain/message';
import { isWebAddress } from '../../../core/domain/web-address';
import type { ChatPort } from '../../../core/ports/ChatPort';
import type { ChatThread } from '../ChatThread';
import type { ChatSession } from '../thread/chat-session';
import type { BrowserEffects } from './BrowserEffects';
import { JSON_MIME_TYPE, resultData, resultFileName, resultJsonText } from './json-file';

/** What Regenerate asks for, shown as the user's message. */
export const REGENERATE_REQUEST_TEXT = 'Please regenerate this result.';
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

export interface ResultActionsDeps {
  thread: ChatThread;
  chat: ChatPort;
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

  /** POST /api/chat/export-to-sheets with the user's email; the spreadsheet opens in a new tab. */
  async exportClicked(): Promise<void> {
    const message = this.message;
    const ctx = this.deps.session.actingContext;
    const chatId = this.deps.thread.chatId;
    const userEmail = this.deps.session.user?.email?.trim();
    if (!message || !ctx || !chatId || !userEmail || this.exporting) return;
    runInAction(() => {
      this.exporting = true;
      this.error = null;
    });
    try {
      const url = await this.deps.chat.exportToSheets(ctx, {
        data: resultData(message.jsonResponse),
        userEmail,
        chatId,
        messageId: message.messageId,
      });
      // A spreadsheet address that is not a web address is never opened: it could run script.
      if (!isWebAddress(url)) throw new Error(`Export answered with a non-web address: ${url}`);
      this.deps.effects.openInNewTab(url);
    } catch (error) {
      console.error('Export to spreadsheet failed', error);
      runInAction(() => {
        this.error = EXPORT_FAILED_TEXT;
      });
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  /** Approve, or un-approve an approved result (spec 1 §4). */
  async approveClicked(): Promise<void> {
    const next = statusAfterApprove(this.message?.status);
    if (next) await this.changeStatus(next);
  }

  /** Reject asks for a reason first; pressing it on a rejected result toggles it back. */
  rejectClicked(): void {
    const status = this.message?.status;
    if (rejectionNeedsReason(status)) {
      this.openDialog = 'reject';
      return;
    }
    const next = statusAfterReject(status);
    if (next) void this.changeStatus(next);
  }

  editClicked(): void {
    if (this.editDialog) this.openDialog = 'edit';
  }

  askAssistantClicked(): void {
    this.openDialog = 'ask-assistant';
  }

  async regenerateClicked(): Promise<void> {
    await this.request('regenerate', REGENERATE_REQUEST_TEXT, REGENERATE_FAILED_TEXT);
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
    if (!(await this.changeStatus('rejected', text))) return false;
    this.dialogOpenChanged(false);
    await this.request('regenerate', text, REGENERATE_FAILED_TEXT, text);
    return true;
  }

  /** 'Update … Details': the instructions go to the assistant as an edit of this result. */
  async editSubmitted(instructions: string): Promise<boolean> {
    const text = instructions.trim();
    if (validateEditInstructions(text)) return false;
    return this.submitDialogRequest('edit', text, EDIT_FAILED_TEXT);
  }

  async questionSubmitted(question: string): Promise<boolean> {
    const text = question.trim();
    if (validateAssistantQuestion(text)) return false;
    return this.submitDialogRequest('ask-assistant', text, ASK_ASSISTANT_FAILED_TEXT);
  }

  collapseToggled(): void {
    const message = this.message;
    if (message) this.deps.thread.setCollapsed(message.messageId, !this.collapsed);
  }

  private async submitDialogRequest(
    kind: 'edit' | 'ask-assistant',
    text: string,
    failureText: string,
  ): Promise<boolean> {
    const sent = await this.request(kind, text, failureText);
    if (sent) this.dialogOpenChanged(false);
    return sent;
  }

  private async request(
    kind: 'regenerate' | 'edit' | 'ask-assistant',
    text: string,
    failureText: string,
    feedback?: string,
  ): Promise<boolean> {
    const source = this.message;
    if (!source || this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const request = { kind, source, text, failureText, ...(feedback ? { feedback } : {}) };
      return await this.deps.thread.requestOnResult(request);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** POST …/status, then the chat reflects it; a refusal shows under the result. */
  private async changeStatus(status: ResultJudgement, feedback?: string): Promise<boolean> {
    const message = this.message;
    const ctx = this.deps.session.actingContext;
    const chatId = this.deps.thread.chatId;
    if (!message || !ctx || !chatId || this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      await this.deps.chat.setMessageStatus(ctx, chatId, message.messageId, status, feedback);
      this.deps.thread.applyStatus(message.messageId, status, feedback);
      return true;
    } catch (error) {
      console.error('Changing the result status failed', error);
      runInAction(() => {
        this.error = STATUS_CHANGE_FAILED_TEXT;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
