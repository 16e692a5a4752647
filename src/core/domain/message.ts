import type { OrchestrationStatus } from './orchestration';

export type MessageType = 'user' | 'bot' | 'system' | 'error';
export type MessageStatus = 'processing' | 'completed' | 'approved' | 'rejected' | 'failed';

/** File metadata attached to a message (spec 1 §3). */
export interface FileMetadata {
  name: string;
  size?: number;
  gcsPath?: string;
  publicUrl?: string;
  /** ms since the epoch, or an ISO date, as the backend sends it. */
  expiresAt?: number | string;
  pinned?: boolean;
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

/** A chat message (spec 1 §3). */
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
  isProcessing?: boolean;
  isError?: boolean;
  file_metadata?: FileMetadata[];
  references?: Reference[];
  activeTab?: string;
  fastTrackStatus?: OrchestrationStatus;
  salesforceOrchestrationStatus?: OrchestrationStatus;
}

/** The acknowledgement of POST /api/chat. */
export interface SendMessageAnswer {
  message: string;
  action?: string;
  subAction?: string;
  chatId: string;
  messageId: string;
  sourceMessageId?: string;
}

/** The answer of the message status call. */
export interface MessageStatusAnswer {
  status: string;
  result?: { content?: string; jsonResponse?: unknown; sourceMessageId?: string; timestamp?: string };
}

/** A chat in the sidebar's history list (spec 3 §3). */
export interface ChatHistoryItem {
  id: string;
  summary: string;
  pinned: boolean;
  updated_at: string;
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

/** The answer of POST /api/upload. */
export interface UploadedFile {
  gcsPath: string;
  publicUrl: string;
  expiresAt?: number | string;
  pinned?: boolean;
  originalName?: string;
  size?: number;
  type?: string;
}
