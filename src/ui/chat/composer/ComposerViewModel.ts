import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { UPLOAD_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import { granted } from '../../../core/domain/chat/granted';
import { referencePreview } from '../../../core/domain/chat/references';
import { canUpload, sendBlock, sendBlockText } from '../../../core/domain/chat/send-rules';
import type { MessageFile } from '../../../core/domain/message';
import type { UploadSource } from '../../../core/ports/acting-context';
import type { UploadFile } from '../../../core/use-cases/chat/UploadFile';
import { UploadQueue } from '../../common/uploads/UploadQueue';
import type { ChatViewModel } from '../thread/ChatViewModel';
import type { ChatSession } from '../thread/chat-session';
import { composerHeight } from './composer-keys';
import type { PromptTemplate } from './prompt-templates';

export const READY_PLACEHOLDER = 'Message';
export const NOT_READY_PLACEHOLDER = 'Select an account to start messaging';

/** A file chip of the input area: uploaded, waiting to go with the next message. */
export interface AttachedFile {
  /** Tells chips apart when two files share a name. */
  key: string;
  metadata: MessageFile;
}

/** A chip of the references indicator. */
export interface ReferenceChip {
  messageId: string;
  /** The first 40 characters of the referenced message (spec 1 §9). */
  preview: string;
}

type Thread = Pick<
  ChatViewModel,
  | 'chatId'
  | 'sending'
  | 'send'
  | 'composing'
  | 'referencedMessages'
  | 'referenceRemoved'
  | 'referencesCleared'
>;

export interface ComposerDeps {
  uploadFile: UploadFile;
  session: ChatSession;
  thread: Thread;
}

let chipCount = 0;

function attachedFile(uploaded: MessageFile): AttachedFile {
  chipCount += 1;
  return { key: `file-${chipCount}`, metadata: uploaded };
}

/**
 * The input area (spec 1 §2 "Input area", §5 Send and Upload): the text, the file chips, the
 * references indicator and the prompt templates. Sending hands over to the chat; a failed send
 * gives the text and files back.
 */
export class ComposerViewModel {
  text = '';
  files: readonly AttachedFile[] = [];
  /** The chosen files on their way, one at a time, each with its progress and cancel. */
  readonly uploads: UploadQueue<MessageFile>;
  uploadError: string | null = null;
  /** Why the last send could not start, when the user should be told. */
  sendError: string | null = null;
  /** How tall the text is, as the box last measured it (px). */
  textHeight = 0;

  constructor(private readonly deps: ComposerDeps) {
    this.uploads = new UploadQueue((file, watch) => {
      const ctx = deps.session.actingContext;
      return deps.uploadFile.execute({ ctx, chatId: deps.thread.chatId, file, watch });
    });
    makeObservable(this, {
      text: observable,
      files: observableRef,
      uploading: computed,
      uploadError: observable,
      sendError: observable,
      textHeight: observable,
      boxHeight: computed,
      textMeasured: action,
      placeholder: computed,
      readyToSend: computed,
      canSend: computed,
      mayUpload: computed,
      showClearAll: computed,
      showsChips: computed,
      referenceChips: computed,
      textChanged: action,
      templatePicked: action,
      fileRemoved: action,
      filesCleared: action,
      sendClicked: action,
    });
  }

  /** The box's height: grows with the text between 56 and 200 px, then scrolls (spec 1 §2). */
  get boxHeight(): number {
    return composerHeight(this.textHeight);
  }

  textMeasured(px: number): void {
    this.textHeight = px;
  }

  get placeholder(): string {
    return this.deps.session.isReady ? READY_PLACEHOLDER : NOT_READY_PLACEHOLDER;
  }

  /** Ready and allowed to message: suggestions and the box are usable. */
  get readyToSend(): boolean {
    return this.deps.session.isReady && granted(this.permissions(), 'can_send_message');
  }

  /** Whether the send button is enabled (spec 1 §5). */
  get canSend(): boolean {
    return this.block() === null;
  }

  /** The upload button needs can_upload_attachment and readiness (spec 1 §5). */
  get mayUpload(): boolean {
    return canUpload(this.permissions(), this.deps.session.isReady) && !this.uploading;
  }

  /** Chips show above the box: references, files attached or on their way. */
  get showsChips(): boolean {
    return this.referenceChips.length > 0 || this.files.length > 0 || this.uploads.files.length > 0;
  }

  /** 'Clear all' shows once two or more files are attached (spec 1 §2). */
  get showClearAll(): boolean {
    return this.files.length >= 2;
  }

  /**
   * Templates for the destinations the acting account has enabled, plus the generic ones. Their
   * list loads with the templates menu, not with the chat.
   */
  async templates(): Promise<PromptTemplate[]> {
    const { promptTemplatesFor } = await import('./prompt-templates');
    return promptTemplatesFor(this.deps.session.enabledChannels);
  }

  get referenceChips(): ReferenceChip[] {
    return this.deps.thread.referencedMessages.map((message) => ({
      messageId: message.messageId,
      preview: referencePreview(message.content),
    }));
  }

  get sending(): boolean {
    return this.deps.thread.sending;
  }

  /** Some chosen file is still on its way. */
  get uploading(): boolean {
    return this.uploads.busy;
  }

  /** The cancel of a file on its way: its request is aborted and it gets no chip. */
  uploadCancelled(key: string): void {
    this.uploads.cancelled(key);
  }

  textChanged(text: string): void {
    this.text = text;
    this.sendError = null;
    void this.deps.thread.composing();
  }

  templatePicked(template: PromptTemplate): void {
    this.textChanged(template.prompt);
  }

  fileRemoved(key: string): void {
    this.files = this.files.filter((file) => file.key !== key);
  }

  filesCleared(): void {
    this.files = [];
  }

  referenceRemoved(messageId: string): void {
    this.deps.thread.referenceRemoved(messageId);
  }

  referencesCleared(): void {
    this.deps.thread.referencesCleared();
  }

  /**
   * Enter or the send button. The box and the chips empty at once; if the send fails, what the
   * user typed and attached comes back (unless they have started a new text meanwhile).
   */
  async sendClicked(): Promise<boolean> {
    const block = this.block();
    if (block) {
      this.sendError = sendBlockText(block);
      return false;
    }
    const text = this.text.trim();
    const files = this.files;
    this.text = '';
    this.files = [];
    this.sendError = null;
    const sent = await this.deps.thread.send({ text, files: files.map((file) => file.metadata) });
    if (!sent) {
      runInAction(() => {
        if (!this.text.trim()) this.text = text;
        this.files = [...files, ...this.files];
      });
    }
    return sent;
  }

  /** The files the user picked: uploaded one at a time, a chip per file as each arrives. */
  async filesChosen(sources: readonly UploadSource[]): Promise<void> {
    const ctx = this.deps.session.actingContext;
    if (!ctx || sources.length === 0 || !this.mayUpload) return;
    void this.deps.thread.composing();
    runInAction(() => {
      this.uploadError = null;
    });
    let failed = false;
    await this.uploads.sendAll(sources, (_file, uploaded) => {
      if (uploaded.ok) {
        runInAction(() => {
          this.files = [...this.files, attachedFile(uploaded.value)];
        });
      } else {
        console.error('Uploading a file failed', uploaded.cause ?? uploaded.message);
        failed = true;
      }
    });
    runInAction(() => {
      if (failed) this.uploadError = UPLOAD_FAILED_TEXT;
    });
  }

  private block() {
    return sendBlock({
      text: this.text,
      fileCount: this.files.length,
      sending: this.deps.thread.sending,
      uploading: this.uploading,
      permissions: this.permissions(),
      ready: this.deps.session.isReady,
    });
  }

  private permissions() {
    return this.deps.session.user?.permissions ?? {};
  }
}
