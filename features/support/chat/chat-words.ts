import { agentsOf } from '../../../src/core/domain/agents/agent-catalogue';

/** The words the chat's steps use for what the user sees, shared by the chat's tasks and questions. */

/** Who a message in the list is from, as the list shows it. */
export type Speaker = 'You' | 'Sidekick' | 'System';

export interface MessageSeen {
  speaker: Speaker;
  text: string;
}

/** A message with the note under it ('Processing…', 'Approved', 'Rejected' or ''), and the ids its support text names. */
export interface MessageStateSeen extends MessageSeen {
  note: string;
  chatId: string;
  id: string;
}

export interface ResultActionSeen {
  label: string;
  enabled: boolean;
}

/** Which result a step talks about: the latest one, or the latest of a kind. */
export type ResultKind = 'the result' | 'the campaign details' | 'the launch configuration';

/** The agents whose results each kind names (the agent catalogue's families). */
export const RESULT_ACTIONS: Record<ResultKind, readonly string[] | null> = {
  'the result': null,
  'the campaign details': agentsOf('campaign-details'),
  'the launch configuration': agentsOf('launch'),
};

/** The keys of the message box that mean something (spec 1 §2 "Input area"). */
export type MessageBoxKey = 'Enter' | 'Ctrl+Enter' | 'Shift+Enter';

/** How the user finishes typing a chat's new name. */
export type RenameEnding = 'presses Enter' | 'presses Escape';

/** A dialog of a result's action bar that asks for a text (spec 1 §2 "Dialogs"). */
export type TextDialog = 'Help Us Improve' | 'Ask Assistant' | 'Update Campaign Details';

/** A row of the result table as a reader would copy it: the label and what its value column shows. */
export interface RowSeen {
  label: string;
  value: string;
}

/** What the user saw of a dialog they submitted. */
export interface DialogSeen {
  /** The dialog's alert (what is missing), if it shows one. */
  alert: string | null;
  /** The dialog took the text (and closed). */
  accepted: boolean;
  open: boolean;
  /** A request about the result went out. */
  sent: boolean;
}
