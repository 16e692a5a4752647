/** Who a message in the list is from, as the list shows it. */
export type Speaker = 'You' | 'Sidekick' | 'System';

export interface MessageSeen {
  speaker: Speaker;
  text: string;
}

export interface ResultActionSeen {
  label: string;
  enabled: boolean;
}

/** Which result a step talks about: the latest one, or the latest of a kind. */
export type ResultKind = 'the result' | 'the campaign details' | 'the launch configuration';

/** The agents whose results each kind names (spec 1 §3 agent names). */
export const RESULT_ACTIONS: Record<ResultKind, readonly string[] | null> = {
  'the result': null,
  'the campaign details': ['campaign-processor', 'campaign-augmentor'],
  'the launch configuration': ['campaign-launcher', 'launch-augmentor'],
};

/** The keys of the message box that mean something (spec 1 §2 "Input area"). */
export type MessageBoxKey = 'Enter' | 'Ctrl+Enter' | 'Shift+Enter';

/** How the user finishes typing a chat's new name. */
export type RenameEnding = 'presses Enter' | 'presses Escape';

/**
 * What a scenario can do in the chat workspace and the sidebar's chat list, in the product's
 * words (a chat's results: ResultsAbility; the sidebar's chats: ChatListAbility). One implementation drives the view models on the memory profile, one the page in
 * Chromium (@browser).
 */
export interface ChatAbility {
  /** Goes to the chat workspace (route `/`) as it opens: a new canvas, or the chat in the address. */
  openWorkspace(): Promise<void>;
  /** 'New Canvas' in the sidebar. */
  startNewCanvas(): Promise<void>;
  /** Opens one of the user's chats from the sidebar, by its name. */
  openChat(summary: string): Promise<void>;

  /** Types the text and presses Enter. */
  sendMessage(text: string): Promise<void>;
  /** Types the text without sending it. */
  type(text: string): Promise<void>;
  /** What the message box holds now. */
  messageBoxText(): Promise<string>;
  /** Presses a key in the message box, the caret at the end of the text. */
  pressInMessageBox(key: MessageBoxKey): Promise<void>;
  /** The message box's placeholder. */
  placeholder(): Promise<string>;
  /** Whether the send button can be pressed. */
  maySend(): Promise<boolean>;

  /** Attaches a sample file of mock-server/fixtures (uploaded at once, shown as a chip). */
  attach(fixture: string): Promise<void>;
  attachedFiles(): Promise<string[]>;
  removeAttachment(name: string): Promise<void>;
  /** Whether 'Clear all' is offered for the attached files. */
  offersClearAll(): Promise<boolean>;
  clearAllAttachments(): Promise<void>;
  /** Whether the upload button can be pressed. */
  mayAttach(): Promise<boolean>;

  /** The labels of the prompt-template dropdown. */
  templates(): Promise<string[]>;
  pickTemplate(label: string): Promise<void>;

  /** Lets the assistant finish: waits until no result is processing any more. */
  waitForResults(): Promise<void>;
  /** The messages of the open chat, oldest first (the list shows the last ones). */
  messages(): Promise<MessageSeen[]>;

  /** How many pictures the messages of the list hold (none: a message's text is never markup). */
  picturesInMessages(): Promise<number>;

  /** How many results (bot messages with a JSON result) the chat shows. */
  resultCount(): Promise<number>;
  /** The previews of the references indicator. */
  references(): Promise<string[]>;
  clearReferences(): Promise<void>;
  /** The × of one reference chip, by the preview it shows. */
  removeReference(preview: string): Promise<void>;

  dispose(): Promise<void>;
}
