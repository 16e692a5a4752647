/** Window events the spec names (spec 1 §2 and §4). */
export interface AppEvents {
  accountsLoaded: {
    selectedAccountId: string | null;
    accounts: { id: string; name: string }[];
    timestamp: number;
    source: string;
  };
  closeBriefcase: Record<string, never>;
  resetChat: Record<string, never>;
  /**
   * The demo backend's data changed behind the page (a presenter switched the pack, or played a
   * step of the story for them): the page loads again, its view models and polling with it.
   */
  demoChanged: { reason: 'pack' | 'story' };
}

/**
 * Window-level events other parts of the page (and embedding code) listen to. A port because
 * view models run in Node too (Gherkin), where there is no window.
 */
export interface AppEventsPort {
  emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void;
  /** Subscribes; answers the unsubscribe function. */
  on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void;
}

export const AppEventsPort = Symbol.for('AppEventsPort');
