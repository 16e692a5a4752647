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
  /** Uploads wait at the backend, their answer held, until `backendAnswers` (a slow line). */
  holdUploads(): Promise<void>;
  /** Chooses a sample file to attach to the message without waiting for its upload. */
  startAttaching(fixture: string): Promise<void>;
  /** The files on their way, each with the percentage its progress bar shows. */
  uploadsInProgress(): Promise<{ name: string; percent: number }[]>;
  /** The cancel of a file's upload. */
  cancelUpload(name: string): Promise<void>;
}
