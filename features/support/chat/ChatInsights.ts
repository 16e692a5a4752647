import { composerHeight } from '../../../src/ui/chat/composer/composer-keys';
import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../src/ui/chat/status-texts';
import { isFailedMessage, messageText } from '../../../src/ui/chat/thread/message-view';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BackendTraffic, isHistoryRead, isMessageSend, isStatusPoll, isUpload } from './BackendTraffic';
import { eventually } from './eventually';
import { fixtureFile } from './fixtures';
import type { SlowBackendAbility } from './SlowBackendAbility';
import type { ViewModelChat } from './ViewModelChat';

/** The status lines of the page (MessageList.tsx and Composer.tsx show them on these states). */

/**
 * What the view-model scenarios read beyond the shared chat ability: the calls the page makes
 * (polling), states that only last while the backend is busy, and the result viewer's pure
 * models applied to the results the chat holds. The view models on the memory profile only.
 */
export class ChatInsights implements SlowBackendAbility {
  readonly traffic: BackendTraffic;

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {
    this.traffic = new BackendTraffic(driver);
  }

  /** Lets the calls the scenario still holds go, so that nothing waits after it. */
  dispose(): void {
    this.traffic.releaseAll();
  }

  /** Status calls made so far about results (spec 1 §4 polling). */
  get statusPolls(): number {
    return this.traffic.count(isStatusPoll);
  }

  get historyReads(): number {
    return this.traffic.count(isHistoryRead);
  }

  async holdMessages(): Promise<void> {
    this.traffic.hold(isMessageSend);
  }

  async holdHistories(): Promise<void> {
    this.traffic.hold(isHistoryRead);
  }

  async holdUploads(): Promise<void> {
    this.traffic.hold(isUpload);
  }

  async startAttaching(fixture: string): Promise<void> {
    const { composer } = await this.chat.shownWorkspace();
    void composer.filesChosen([fixtureFile(fixture)]);
    await eventually(() => composer.uploads.files.some((file) => file.name === fixture));
    await this.driver.settled();
  }

  async uploadsInProgress(): Promise<{ name: string; percent: number }[]> {
    const { composer } = await this.chat.shownWorkspace();
    return composer.uploads.files.map(({ name, percent }) => ({ name, percent }));
  }

  async cancelUpload(name: string): Promise<void> {
    const { composer } = await this.chat.shownWorkspace();
    const file = composer.uploads.files.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`No upload of ${name} is on its way`);
    composer.uploadCancelled(file.key);
    await this.driver.settled();
  }

  answerPollsNotFound(times: number): void {
    this.traffic.answerNotFound(isStatusPoll, times);
  }

  /** Lets held answers through and waits until the page has taken them in. */
  async backendAnswers(): Promise<void> {
    this.traffic.releaseAll();
    const { thread } = await this.chat.shownWorkspace();
    await eventually(() => !thread.sending && thread.historyState !== 'loading');
    await this.driver.settled();
  }

  /** Clicks a chat in the sidebar without waiting for its history. */
  async goToChat(summary: string): Promise<void> {
    await this.chat.startOpeningChat(summary);
    // The page reads the history 50 ms after the chat is chosen.
    await this.driver.wait(100);
  }

  /** Types and presses Enter without waiting for the answer. */
  async startSending(text: string): Promise<void> {
    const { composer } = await this.chat.shownWorkspace();
    composer.textChanged(text);
    void composer.sendClicked();
    await this.driver.settled();
  }

  /** 'Loading messages...' and 'Sending message...' while their states last. */
  async statusLines(): Promise<string[]> {
    const { thread, composer } = await this.chat.shownWorkspace();
    const lines: string[] = [];
    if (thread.historyState === 'loading') lines.push(LOADING_MESSAGES_TEXT);
    if (composer.sending) lines.push(SENDING_MESSAGE_TEXT);
    return lines;
  }

  /** Whether the latest bot message is still being worked on. */
  async latestResultProcessing(): Promise<boolean> {
    const { thread } = await this.chat.shownWorkspace();
    return thread.messages.findLast((message) => message.type === 'bot')?.status === 'processing';
  }

  /** The failed message's text and the `{chatId}_{id}` it should name. */
  async failedMessage(): Promise<{ text: string; chatId: string; id: string }> {
    const { thread } = await this.chat.shownWorkspace();
    const failed = thread.messages.findLast(isFailedMessage);
    if (!failed) throw new Error('The chat shows no failed message');
    return { text: messageText(failed), chatId: failed.chatId ?? '', id: failed.id };
  }

  /** When the link of the chat's file expires, once the page has renewed it (it does so after the history shows). */
  async renewedLinkExpiry(name: string): Promise<number> {
    const { thread } = await this.chat.shownWorkspace();
    const expiry = () => {
      const file = thread.messages.flatMap((message) => message.files ?? []).find((f) => f.name === name);
      const at = file?.linkExpiresAt;
      return at ?? Number.NaN;
    };
    await eventually(() => expiry() > this.now);
    return expiry();
  }

  get now(): number {
    return this.driver.clock.now();
  }

  /** The message box's height for a text this many pixels tall. */
  boxHeight(contentPx: number): number {
    return composerHeight(contentPx);
  }
}
