import { action, computed, makeObservable } from 'mobx';
import type { Message } from '../../../core/domain/message';
import type { ResultRow } from './result-rows';
import { RESULT_TABS, type ResultTab } from './result-tabs';
import { type ShownResult, showResult } from './shown-result';

/** What the viewer of one result needs from the open chat (ChatViewModel). */
export interface ResultViewerThread {
  readonly messages: readonly Message[];
  activeTabOf(messageId: string): string | undefined;
  setActiveTab(messageId: string, tab: string): void;
}

/**
 * The result viewer of one bot message (spec 1 §2): what it draws (header, tabs, view, table) and
 * the tab it shows. The message is looked up by its stable `id` on every read, so the viewer
 * follows a result that finishes processing.
 */
export class ResultViewerViewModel {
  constructor(
    private readonly thread: ResultViewerThread,
    readonly messageKey: string,
  ) {
    makeObservable(this, { message: computed, shown: computed, tabChosen: action });
  }

  get message(): Message | undefined {
    return this.thread.messages.find((candidate) => candidate.id === this.messageKey);
  }

  /** What the viewer draws; nothing once the message is gone. */
  get shown(): ShownResult | undefined {
    const message = this.message;
    return message && showResult(message);
  }

  /** The tabs' names; none when the result carries no validation data. */
  get tabs(): string[] {
    return this.shown?.validation ? RESULT_TABS.map((tab) => tab.label) : [];
  }

  /** The tab the user chose in this chat; undefined lets the tabs keep their own choice. */
  get activeTab(): string | undefined {
    const message = this.message;
    return message && this.thread.activeTabOf(message.messageId);
  }

  tabChosen(tab: ResultTab): void {
    const message = this.message;
    if (message) this.thread.setActiveTab(message.messageId, tab);
  }

  /** The header's text and every label and value of the key/value table, nested ones included. */
  get tableTexts(): string[] {
    const shown = this.shown;
    if (!shown) return [];
    return [...(shown.heading ? [shown.heading.text] : []), ...shown.rows.flatMap(textsOf)];
  }
}

function textsOf(row: ResultRow): string[] {
  const { cell } = row;
  if (cell.kind === 'text') return [row.label, cell.text];
  if (cell.kind === 'assessment') return [row.label, cell.value, cell.status, cell.notes];
  return [row.label, cell.summary, ...cell.rows.flatMap(textsOf)];
}
