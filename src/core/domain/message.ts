import type { OrchestrationStatus } from './orchestration';

export type MessageType = 'user' | 'bot' | 'system' | 'error';
export type MessageStatus = 'processing' | 'completed' | 'approved' | 'rejected' | 'failed';

/**
 * A file attached to a message (spec 1 §3): an upload the user sent, or a file the assistant
 * generated. The backend's `file_metadata` entries, in the product's words.
 */
export interface MessageFile {
  name: string;
  /** Bytes. */
  size?: number;
  /** Where the backend keeps the file; names one file of a message that carries several. */
  storagePath?: string;
  /** The signed address the file opens at. */
  url?: string;
  /** When `url` stops working, in ms since the epoch; absent when it does not expire or is unknown. */
  linkExpiresAt?: number;
  pinned?: boolean;
  /** MIME type. */
  type?: string;
}

/** A reference to an earlier message, sent along with a new one (spec 1 §3). */
export interface Reference {
  messageId: string;
  type: 'message';
  timestamp?: string;
  sourceMessageId?: string;
  action?: string;
  subAction?: string;
}

/**
 * A chat message (spec 1 §3). A message still waiting for its result has status 'processing';
 * one that failed has status 'failed' (or type 'error'). What a screen does with a message
 * (which tab it shows, whether it is collapsed) is kept by the view model, not here.
 */
export interface Message {
  id: string;
  chatId: string;
  messageId: string;
  type: MessageType;
  content: string;
  timestamp: string;
  action?: string;
  subAction?: string;
  sourceMessageId?: string;
  status?: MessageStatus;
  feedback?: string;
  jsonResponse?: unknown;
  files?: MessageFile[];
  references?: Reference[];
  fastTrackStatus?: OrchestrationStatus;
  salesforceOrchestrationStatus?: OrchestrationStatus;
}

/** The assistant's acknowledgement of a sent message. */
export interface SendMessageAnswer {
  message: string;
  action?: string;
  subAction?: string;
  chatId: string;
  messageId: string;
  sourceMessageId?: string;
}

/** Where an asynchronous result stands, and the result once it is there. */
export interface MessageStatusAnswer {
  status: string;
  result?: {
    content?: string;
    jsonResponse?: unknown;
    sourceMessageId?: string;
    timestamp?: string;
    /** Files the result consists of (screenshots); their links may come later (file-links.ts). */
    files?: MessageFile[];
  };
}

/** A chat in the sidebar's history list (spec 3 §3). */
export interface ChatHistoryItem {
  id: string;
  summary: string;
  pinned: boolean;
  /** ISO date of the chat's last change; '' when the backend did not say. */
  updatedAt: string;
}

/** A file in the briefcase panel (spec 1 §3). */
export interface BriefcaseFile {
  id: string;
  name: string;
  url?: string;
  size?: number;
  type: 'uploaded' | 'generated';
  messageId: string;
  timestamp: string;
  pinned: boolean;
  content?: string;
  action?: string;
  status?: 'approved' | 'rejected';
}

/**
 * A stored upload as the campaign and orchestration ports still answer it (their areas move to
 * MessageFile when those ports are reworked); the chat's uploads are MessageFiles.
 */
export interface UploadedFile {
  gcsPath: string;
  publicUrl: string;
  expiresAt?: number | string;
  pinned?: boolean;
  originalName?: string;
  size?: number;
  type?: string;
}
