import type { ResultActionSeen, ResultKind } from './ChatAbility';

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

/**
 * What a scenario can do with a chat's results, in the product's words: read what the viewer
 * shows, use the action bar, its drawer and dialogs, pick a suggested next step. One
 * implementation drives the view models, one the page in Chromium (@browser).
 */
export interface ResultsAbility {
  /** Whether the result shows this text (a value of its table, a header…). */
  resultShows(which: ResultKind, text: string): Promise<boolean>;
  /** 'Approved', 'Rejected' or nothing, under the result. */
  judgementOf(which: ResultKind): Promise<string | null>;
  actionsOf(which: ResultKind): Promise<ResultActionSeen[]>;
  suggestionsUnder(which: ResultKind): Promise<string[]>;
  pickSuggestion(which: ResultKind, label: string): Promise<void>;

  approve(which: ResultKind): Promise<void>;
  /** Reject, then 'Help Us Improve' with the reason and 'Regenerate with Feedback'. */
  reject(which: ResultKind, reason: string): Promise<void>;
  /** Opens Edit: the dialog's title and the text it starts with; the dialog is closed again. */
  openEditOf(which: ResultKind): Promise<{ title: string; text: string }>;
  /** Edit with these instructions (replacing the pre-filled text). */
  edit(which: ResultKind, instructions: string): Promise<void>;
  regenerate(which: ResultKind): Promise<void>;
  askAbout(which: ResultKind, question: string): Promise<void>;
  /** Export to spreadsheet: answers the address that opened in a new tab, or null. */
  exportToSpreadsheet(which: ResultKind): Promise<string | null>;
  reference(which: ResultKind): Promise<void>;
  /** Opens the result's dialog, types the text and submits it: what the dialog then shows. */
  submitDialog(which: ResultKind, dialog: TextDialog, text: string): Promise<DialogSeen>;
  /** The result table's expand/collapse toggle, the action bar's last item. */
  toggleCollapse(which: ResultKind): Promise<void>;
  isCollapsed(which: ResultKind): Promise<boolean>;
  /** The result table's rows, nested ones as 'section › label' (the validation block has its own tab). */
  resultRows(which: ResultKind): Promise<RowSeen[]>;
  /** The result's view tabs; none when it has no validation data. */
  resultTabs(which: ResultKind): Promise<string[]>;
  /** The line above the result saying whether the operation worked, if any. */
  resultHeader(which: ResultKind): Promise<string | null>;
  /** The executor view's affected line items: the first five, then '+N more'. */
  executorLineItems(which: ResultKind): Promise<string[]>;
}
