import { resultData } from '../../../src/core/domain/chat/result-data';
import { readValidation, withoutValidation } from '../../../src/core/domain/chat/validation-block';
import { composerHeight } from '../../../src/ui/chat/composer/composer-keys';
import { firstLineItems } from '../../../src/ui/chat/results/executor-model';
import { pickResultView } from '../../../src/ui/chat/results/pick-result-view';
import { chooseResultHeading } from '../../../src/ui/chat/results/result-header';
import { type ResultRow, toResultRows } from '../../../src/ui/chat/results/result-rows';
import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../src/ui/chat/status-texts';
import { isFailedMessage, messageText } from '../../../src/ui/chat/thread/message-view';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BackendTraffic, isHistoryRead, isMessageSend, isStatusPoll } from './BackendTraffic';
import type { ResultKind } from './ChatAbility';
import type { ViewModelChat } from './ViewModelChat';

/** The status lines of the page (MessageList.tsx and Composer.tsx show them on these states). */

/** Waits in real time for answers of the in-process backend that the manual clock does not drive. */
async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A row of the result table as a reader would copy it: the label and what its value column shows. */
export interface RowSeen {
  label: string;
  value: string;
}

function rowsSeen(rows: readonly ResultRow[], prefix = ''): RowSeen[] {
  return rows.flatMap((row) => {
    const label = prefix ? `${prefix} › ${row.label}` : row.label;
    const { cell } = row;
    if (cell.kind === 'text') return [{ label, value: cell.text }];
    if (cell.kind === 'assessment')
      return [{ label, value: `${cell.value} | ${cell.status} | ${cell.notes}` }];
    return [{ label, value: cell.summary }, ...rowsSeen(cell.rows, label)];
  });
}

/**
 * What the view-model scenarios read beyond the shared chat ability: the calls the page makes
 * (polling), states that only last while the backend is busy, and the result viewer's pure
 * models applied to the results the chat holds. The view models on the memory profile only.
 */
export class ChatInsights {
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

  holdMessages(): void {
    this.traffic.hold(isMessageSend);
  }

  holdHistories(): void {
    this.traffic.hold(isHistoryRead);
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

  /** The result table's rows, as ResultView draws them (the validation block has its own tab). */
  async resultRows(which: ResultKind): Promise<RowSeen[]> {
    const data = resultData((await this.chat.resultMessage(which)).jsonResponse);
    const response = readValidation(data) ? withoutValidation(data) : data;
    return rowsSeen(toResultRows(response));
  }

  async resultTabs(which: ResultKind): Promise<string[]> {
    const data = resultData((await this.chat.resultMessage(which)).jsonResponse);
    return readValidation(data) ? ['Response', 'Validation'] : [];
  }

  async resultHeader(which: ResultKind): Promise<string | null> {
    const message = await this.chat.resultMessage(which);
    return chooseResultHeading(message.action, resultData(message.jsonResponse))?.text ?? null;
  }

  /** The executor view's affected line items: the first five, then '+N more'. */
  async executorLineItems(which: ResultKind): Promise<string[]> {
    const message = await this.chat.resultMessage(which);
    const view = pickResultView(message.action, message.subAction, resultData(message.jsonResponse));
    if (view.kind !== 'optimization-executor') throw new Error(`The result shows as ${view.kind}`);
    const { shown, more } = firstLineItems(view.model);
    return more > 0 ? [...shown, `+${more} more`] : shown;
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
