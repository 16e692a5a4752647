import type { Message } from '../message';
import type { PermissionMap } from '../permissions';
import { CAMPAIGN_ACTIONS, CREATIVE_ACTIONS, isOneOf } from './agent-actions';
import { type EditDialog, editDialogFor } from './edit-dialog';
import { granted } from './granted';
import { isMessageProcessing, statusAfterApprove, statusAfterReject } from './message-status';

export type MessageActionId =
  | 'reference'
  | 'download-json'
  | 'open-json'
  | 'export-spreadsheet'
  | 'approve'
  | 'reject'
  | 'edit'
  | 'regenerate'
  | 'ask-assistant';

/** One item of a bot result's action bar or drawer; disabled items are shown greyed out. */
export interface MessageAction {
  id: MessageActionId;
  label: string;
  enabled: boolean;
  /** Approve and Reject are toggles: pressed while the result is approved or rejected. */
  pressed?: boolean;
  /** For Edit: the dialog that opens. */
  dialog?: EditDialog;
}

/** What the action bar needs to know besides the message. */
export interface MessageActionContext {
  permissions: PermissionMap;
  /** The signed-in user's email; spreadsheet export needs it (spec 1 §5). */
  userEmail: string | null | undefined;
  /** The message is among the references of the next message. */
  referenced: boolean;
  /** A request about this message (approve, edit, regenerate, ask) is in flight. */
  busy?: boolean;
}

export type ActionableMessage = Pick<Message, 'type' | 'action' | 'status' | 'jsonResponse'>;

/** Regenerate exists for the campaign and creative processors and augmentors (spec 1 §2). */
const REGENERATABLE_ACTIONS = [...CAMPAIGN_ACTIONS, ...CREATIVE_ACTIONS];
/** Reject exists for launch configurations only (spec 1 §2). */
const REJECTABLE_ACTIONS = ['campaign-launcher'];

/** Only a bot message holding a JSON result has an action bar. */
export function hasActionBar(message: ActionableMessage): boolean {
  return message.type === 'bot' && message.jsonResponse !== undefined && message.jsonResponse !== null;
}

/**
 * The actions a bot result offers, in the order of spec 1 §2, each enabled or not by the user's
 * permission flags (spec 1 §6) and the result's state. Reading the result (reference, download,
 * open) is always possible; changing it waits until it has finished processing and nothing
 * else is in flight for it.
 */
export function messageActions(message: ActionableMessage, context: MessageActionContext): MessageAction[] {
  if (!hasActionBar(message)) return [];
  const { permissions, userEmail, referenced, busy = false } = context;
  const settled = !busy && !isMessageProcessing(message);
  const mayRegenerate = granted(permissions, 'can_regenerate');

  const actions: MessageAction[] = [
    { id: 'reference', label: referenced ? 'Remove reference' : 'Reference in chat', enabled: true },
    { id: 'download-json', label: 'Download JSON', enabled: true },
    { id: 'open-json', label: 'Open JSON in a new tab', enabled: true },
    {
      id: 'export-spreadsheet',
      label: 'Export to spreadsheet',
      enabled: granted(permissions, 'can_export_gsheet') && Boolean(userEmail?.trim()),
    },
    {
      id: 'approve',
      label: 'Approve',
      enabled: settled && granted(permissions, 'can_approve') && statusAfterApprove(message.status) !== null,
      pressed: message.status === 'approved',
    },
  ];
  if (isOneOf(message.action, REJECTABLE_ACTIONS)) {
    actions.push({
      id: 'reject',
      label: 'Reject',
      enabled: settled && mayRegenerate && statusAfterReject(message.status) !== null,
      pressed: message.status === 'rejected',
    });
  }
  const dialog = editDialogFor(message.action);
  if (dialog) {
    actions.push({ id: 'edit', label: 'Edit', enabled: settled && mayRegenerate, dialog });
  }
  if (isOneOf(message.action, REGENERATABLE_ACTIONS)) {
    actions.push({ id: 'regenerate', label: 'Regenerate', enabled: settled && mayRegenerate });
  }
  actions.push({
    id: 'ask-assistant',
    label: 'Ask Assistant',
    enabled: settled && granted(permissions, 'can_ask_assistant'),
  });
  return actions;
}
