import type { EnabledChannels } from '../../../core/domain/account';
import type { DemoFileMetadata as FileMetadata } from '../../data/file-metadata';
import type { AssistantAction } from './action-names';

/**
 * The seam between the demo backend's chat flow (store, access, timing) and the assistant's
 * "brain" (routing a message to an action, building realistic results). The brain is pure and
 * deterministic for a given seed, so the mock server and the memory profile answer alike.
 */

/** An earlier bot result the user referenced or acts upon. */
export interface PriorResult {
  messageId: string;
  action?: string;
  subAction?: string;
  jsonResponse?: unknown;
}

export interface AssistantRequest {
  text: string;
  /** Files sent with the message. */
  attachments: FileMetadata[];
  /** Text the backend could read from attached documents (PDF text), keyed by gcsPath. */
  documentText: Readonly<Record<string, string>>;
  /** Results referenced with the message ("Reference in chat"). */
  references: PriorResult[];
  /** The last bot result of the chat, if any: "launch it", "create the campaign on tiktok" act on it. */
  latestResult?: PriorResult;
  /**
   * The chat's finished results, newest first: "QA the campaign", "recap" and "launch it" look
   * back through them when the latest result is about something else (creatives after the IO).
   */
  earlierResults?: readonly PriorResult[];
  /** The chat's messages before this one, oldest first: every reply to a message is given them. */
  history?: readonly ChatTurn[];
  /** What the chat's last answer asked or offered: a "yes", a "no" or a choice settles it. */
  pendingOffer?: Offer;
  /** The names of files earlier messages of the chat brought ("fast track the same IO" needs no new one). */
  earlierFiles?: readonly string[];
  enabledChannels: EnabledChannels;
  /**
   * The account's currency (its `default-currency` setting): what the assistant writes afresh,
   * where no document states one, is in it (a sample campaign, a template's budgets, an example
   * amount). Dollars without it.
   */
  currency?: string;
  /** The account the chat belongs to, for questions about it ("what's the status of my campaigns?"). */
  account?: AccountSnapshot;
  /**
   * The documents earlier results were read from, by the result's message id: sent when the
   * message asks about the original document ("View original IO").
   */
  priorDocuments?: Readonly<Record<string, readonly { name: string; text: string }[]>>;
  /** Deterministic randomness for this reply. */
  seed: number;
}

/** A message of the chat as the assistant reads it back: who said it, what, and the agent that answered. */
export interface ChatTurn {
  from: 'user' | 'assistant';
  text: string;
  /** The agent of an assistant message ('campaign-processor'), absent for a plain answer. */
  action?: string;
  /** The files a user message brought, by name. */
  files?: readonly string[];
}

/** An account as the assistant may talk about it: its name and its campaigns by status. */
export interface AccountSnapshot {
  name: string;
  campaigns: readonly CampaignsWithStatus[];
}

export interface CampaignsWithStatus {
  status: string;
  count: number;
  /** The first few names, for the answer; `count` says how many there are. */
  names: readonly string[];
}

/** Which side of an insertion order wins when its total and its line items disagree. */
export type BudgetSide = 'total' | 'line-items';

/**
 * A question or an offer an answer ends with, kept with that answer so the next message can
 * settle it: "Did you mean …?" (the message as read), the demo's sample IO offered when none was
 * attached, the budget side a fix could not choose.
 */
export type Offer =
  | { kind: 'reading'; text: string }
  | { kind: 'sample-insertion-order' }
  | { kind: 'budget-side'; total: number; lineItems: number; currency: string };

/** The account an edit is checked against: its enabled channels, and its name for the answer. */
export interface EditAccount {
  enabledChannels: EnabledChannels;
  name?: string;
}

/** What a finished processing action yields. */
export interface AssistantResult {
  status: 'completed' | 'failed';
  content: string;
  jsonResponse?: unknown;
  /**
   * Files the result consists of (screenshots), in order: the backend stores them with the bot
   * message and renders each from the result (`renderGeneratedFile`) when it is asked for.
   */
  generatedFiles?: { name: string; type: string }[];
}

export interface AssistantReply {
  action: AssistantAction;
  subAction?: string;
  /** The bot message shown at once: an acknowledgement, or the whole answer when not pending. */
  content: string;
  /** Immediate JSON result of a non-processing reply. */
  jsonResponse?: unknown;
  /** Set for processing actions: the result appears after `processingMs` (at simulation speed 1). */
  pending?: { processingMs: number; result: AssistantResult };
  /** What this answer asks or offers, for the next message to settle. */
  offer?: Offer;
}

export interface Assistant {
  /** A new user message. */
  reply(request: AssistantRequest): AssistantReply;
  /** "Regenerate" or "Regenerate with Feedback" (after a rejection) of an earlier result. */
  regenerate(original: PriorResult, feedback: string | undefined, seed: number): AssistantReply;
  /** "Edit": apply the user's instructions to an earlier result. */
  edit(original: PriorResult, instructions: string, seed: number, account?: EditAccount): AssistantReply;
  /** "Ask Assistant" about an earlier result. */
  ask(original: PriorResult, question: string, seed: number): AssistantReply;
}
