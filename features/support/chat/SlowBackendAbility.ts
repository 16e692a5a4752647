/**
 * The demo backend taking its time, and what the chat shows meanwhile ('Loading messages...',
 * 'Sending message...'). The view-model level holds the in-process backend's answers
 * (ChatInsights), the browser holds the page's requests (BrowserSlowBackend).
 */
export interface SlowBackendAbility {
  /** Answers to history reads wait until `backendAnswers`. */
  holdHistories(): Promise<void>;
  /** Answers to sent messages wait until `backendAnswers`. */
  holdMessages(): Promise<void>;
  /** Lets held answers through and waits until the page has taken them in. */
  backendAnswers(): Promise<void>;
  /** Clicks a chat in the sidebar without waiting for its history. */
  goToChat(summary: string): Promise<void>;
  /** Types and presses Enter without waiting for the answer. */
  startSending(text: string): Promise<void>;
  /** 'Loading messages...' and 'Sending message...' while their states last. */
  statusLines(): Promise<string[]>;
}
