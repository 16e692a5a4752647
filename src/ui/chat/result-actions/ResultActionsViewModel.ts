import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  type MessageAction,
  type MessageActionId,
  messageActions,
} from '../../../core/domain/chat/message-actions';
import { JSON_MIME_TYPE, resultFileName, resultJsonText } from '../../../core/domain/chat/result-data';
import { EXPORT_FAILED_TEXT, REGENERATE_FAILED_TEXT } from '../../../core/domain/chat/result-texts';
import { type Suggestion, suggestedNextSteps } from '../../../core/domain/chat/suggested-next-steps';
import type { Message } from '../../../core/domain/message';
import { RegenerateResult } from '../../../core/use-cases/chat/RegenerateResult';
import { RejectResult } from '../../../core/use-cases/chat/RejectResult';
import { ResultDialogsViewModel } from './ResultDialogsViewModel';
import { ResultRequests } from './ResultRequests';
import { type ResultActionEntry, resultActionEntries } from './result-action-entries';
import type { ResultActionsDeps } from './result-actions-deps';

/**
 * The actions of one bot result (spec 1 §2 action bar, §4 message status and edit pre-fill,
 * §5 dialog rules): which show and are enabled (the core's messageActions) and what each does.
 * The result is looked up by its stable `id` on every read, so it follows the chat's updates.
 * Requests about it go through ResultRequests; the dialogs its actions open are ResultDialogsViewModel's.
 */
export class ResultActionsViewModel {
  exporting = false;
  readonly requests: ResultRequests;
  readonly dialogs: ResultDialogsViewModel;

  constructor(
    private readonly deps: ResultActionsDeps,
    readonly messageKey: string,
  ) {
    this.requests = new ResultRequests(deps, () => this.message);
    this.dialogs = new ResultDialogsViewModel(deps.useCases, this.requests, () => this.message);
    makeObservable(this, {
      exporting: observable,
      message: computed,
      actions: computed,
      items: computed,
      collapsed: computed,
      suggestions: computed,
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
      busy: this.requests.busy,
    });
  }

  /** The error under the result (a refused status change, a failed export). */
  get error(): string | null {
    return this.requests.error;
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
    });
    this.requests.errorShown(null);
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
    });
    if (exported.ok) this.deps.effects.openInNewTab(exported.value.url);
    else {
      this.requests.errorShown(EXPORT_FAILED_TEXT);
      console.error('Export to spreadsheet failed', exported.cause ?? exported.message);
    }
  }

  /** Approve, or un-approve an approved result (spec 1 §4). */
  async approveClicked(): Promise<void> {
    await this.requests.judge((request) => this.deps.useCases.approveResult.execute(request));
  }

  /** Reject asks for a reason first; pressing it on a rejected result toggles it back. */
  async rejectClicked(): Promise<void> {
    if (RejectResult.needsReason(this.message?.status)) {
      this.dialogs.opened('reject');
      return;
    }
    await this.requests.judge((request) => this.deps.useCases.rejectResult.execute(request));
  }

  editClicked(): void {
    this.dialogs.opened('edit');
  }

  askAssistantClicked(): void {
    this.dialogs.opened('ask-assistant');
  }

  async regenerateClicked(): Promise<void> {
    await this.requests.ask(RegenerateResult.requestText(), REGENERATE_FAILED_TEXT, (inChat, source) =>
      this.deps.useCases.regenerateResult.execute({ ...inChat, source }),
    );
  }

  collapseToggled(): void {
    const message = this.message;
    if (message) this.deps.thread.setCollapsed(message.messageId, !this.collapsed);
  }
}
