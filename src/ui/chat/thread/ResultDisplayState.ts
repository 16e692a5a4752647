import { action, makeObservable, observableRef } from 'mobx';
import type { StoragePort } from '../../../core/ports/StoragePort';

/**
 * How the open chat's results are shown: which are collapsed (kept per chat in local storage,
 * spec 1 §9) and which tab each shows (kept while the chat is open). Screen state: never on the
 * messages themselves.
 */
export class ResultDisplayState {
  private collapseStates: Readonly<Record<string, boolean>> = {};
  private tabs: Readonly<Record<string, string>> = {};

  constructor(private readonly storage: StoragePort) {
    makeObservable<ResultDisplayState, 'collapseStates' | 'tabs'>(this, {
      collapseStates: observableRef,
      tabs: observableRef,
      chatShown: action,
      setCollapsed: action,
      setTab: action,
    });
  }

  /** Another chat shows (null: a new one): its stored collapse states, every tab back to its default. */
  chatShown(chatId: string | null): void {
    this.collapseStates = chatId ? this.storage.loadCollapseStates(chatId) : {};
    this.tabs = {};
  }

  /** A new chat got its id: what the user collapsed in it so far is kept under that id. */
  chatCreated(chatId: string): void {
    if (Object.keys(this.collapseStates).length) this.storage.saveCollapseStates(chatId, this.collapseStates);
  }

  isCollapsed(key: string): boolean {
    return this.collapseStates[key] === true;
  }

  setCollapsed(chatId: string | null, key: string, collapsed: boolean): void {
    this.collapseStates = { ...this.collapseStates, [key]: collapsed };
    if (chatId) this.storage.saveCollapseStates(chatId, this.collapseStates);
  }

  /** The tab a result shows; undefined lets the tabs keep their own choice. */
  tabOf(messageId: string): string | undefined {
    return this.tabs[messageId];
  }

  setTab(messageId: string, tab: string): void {
    this.tabs = { ...this.tabs, [messageId]: tab };
  }
}
