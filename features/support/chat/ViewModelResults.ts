import { resultData } from '../../../src/core/domain/chat/result-data';
import { readValidation, withoutValidation } from '../../../src/core/domain/chat/validation-block';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../src/core/domain/chat/validation-texts';
import type { ResultActionsViewModel } from '../../../src/ui/chat/result-actions/ResultActionsViewModel';
import { firstLineItems } from '../../../src/ui/chat/results/executor-model';
import { pickResultView } from '../../../src/ui/chat/results/pick-result-view';
import { chooseResultHeading } from '../../../src/ui/chat/results/result-header';
import { type ResultRow, toResultRows } from '../../../src/ui/chat/results/result-rows';
import { judgementLabel } from '../../../src/ui/chat/thread/message-view';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { ResultActionSeen, ResultKind } from './ChatAbility';
import type { DialogSeen, ResultsAbility, RowSeen, TextDialog } from './ResultsAbility';
import type { ViewModelChat } from './ViewModelChat';

/** Every text or number inside a result, to find what the result viewer would show. */
function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

/** Each dialog: the action that opens it, its submit intent and the alert it shows for a text (TextRequestDialog's validator). */
const DIALOGS = {
  'Help Us Improve': {
    action: 'reject',
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.rejectionSubmitted(text),
    alertFor: validateRejectionReason,
  },
  'Ask Assistant': {
    action: 'ask-assistant',
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.questionSubmitted(text),
    alertFor: validateAssistantQuestion,
  },
  'Update Campaign Details': {
    action: 'edit',
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.editSubmitted(text),
    alertFor: validateEditInstructions,
  },
} as const;

function rowsSeen(rows: readonly ResultRow[], prefix = ''): RowSeen[] {
  return rows.flatMap((row) => {
    const label = prefix ? `${prefix} › ${row.label}` : row.label;
    const { cell } = row;
    if (cell.kind === 'text') return [{ label, value: cell.text }];
    if (cell.kind === 'assessment')
      return [{ label, value: `${cell.value} | ${cell.status} | ${cell.notes}` }];
    return [{ label, value: cell.summary }, ...rowsSeen(cell.rows, label)];
  });
}

/** A chat's results on the view-model level: the action bars of the chat's workspace. */
export class ViewModelResults implements ResultsAbility {
  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {}

  async resultShows(which: ResultKind, text: string): Promise<boolean> {
    const message = await this.chat.resultMessage(which);
    return valuesOf(resultData(message.jsonResponse)).some((value) => value.includes(text));
  }

  async judgementOf(which: ResultKind): Promise<string | null> {
    return judgementLabel(await this.chat.resultMessage(which));
  }

  async actionsOf(which: ResultKind): Promise<ResultActionSeen[]> {
    const actions = await this.chat.resultActions(which);
    return actions.items.map(({ label, enabled }) => ({ label, enabled }));
  }

  async suggestionsUnder(which: ResultKind): Promise<string[]> {
    return (await this.chat.resultActions(which)).suggestions.map((step) => step.label);
  }

  async pickSuggestion(which: ResultKind, label: string): Promise<void> {
    const actions = await this.chat.resultActions(which);
    const step = actions.suggestions.find((s) => s.label === label);
    if (!step) throw new Error(`No suggested next step '${label}'`);
    await actions.suggestionPicked(step);
    await this.driver.settled();
  }

  async approve(which: ResultKind): Promise<void> {
    await (await this.chat.resultActions(which)).select('approve');
  }

  async reject(which: ResultKind, reason: string): Promise<void> {
    const actions = await this.chat.resultActions(which);
    await actions.select('reject');
    if (actions.dialogs.open !== 'reject') throw new Error("'Help Us Improve' did not open");
    await actions.dialogs.rejectionSubmitted(reason);
    await this.driver.settled();
  }

  async openEditOf(which: ResultKind): Promise<{ title: string; text: string }> {
    const actions = await this.chat.resultActions(which);
    await actions.select('edit');
    if (actions.dialogs.open !== 'edit' || !actions.dialogs.editDialog)
      throw new Error('The edit dialog did not open');
    const seen = { title: actions.dialogs.editDialog.title, text: actions.dialogs.editPrefill };
    actions.dialogs.openChanged(false);
    return seen;
  }

  async edit(which: ResultKind, instructions: string): Promise<void> {
    const actions = await this.chat.resultActions(which);
    await actions.select('edit');
    const sent = await actions.dialogs.editSubmitted(instructions);
    // Refused instructions are a mistake in the scenario; a failed request shows in the chat.
    if (!sent && validateEditInstructions(instructions)) throw new Error('The edit was not sent');
    await this.driver.settled();
  }

  async regenerate(which: ResultKind): Promise<void> {
    await (await this.chat.resultActions(which)).select('regenerate');
    await this.driver.settled();
  }

  async askAbout(which: ResultKind, question: string): Promise<void> {
    const actions = await this.chat.resultActions(which);
    await actions.select('ask-assistant');
    await actions.dialogs.questionSubmitted(question);
    await this.driver.settled();
  }

  async exportToSpreadsheet(which: ResultKind): Promise<string | null> {
    const before = this.chat.opened.length;
    await (await this.chat.resultActions(which)).select('export-spreadsheet');
    return this.chat.opened.length > before ? (this.chat.opened.at(-1) ?? null) : null;
  }

  async reference(which: ResultKind): Promise<void> {
    await (await this.chat.resultActions(which)).select('reference');
  }

  async submitDialog(which: ResultKind, dialog: TextDialog, text: string): Promise<DialogSeen> {
    const actions = await this.chat.resultActions(which);
    const { thread } = await this.chat.shownWorkspace();
    const shownBefore = thread.messages.length;
    const { action, submit, alertFor } = DIALOGS[dialog];
    await actions.select(action);
    if (!actions.dialogs.open) throw new Error(`'${dialog}' did not open`);
    const accepted = await submit(actions, text);
    await this.driver.settled();
    return {
      alert: alertFor(text),
      accepted,
      open: actions.dialogs.open !== null,
      // A request about the result shows in the chat as the user's message.
      sent: thread.messages.length > shownBefore,
    };
  }

  async toggleCollapse(which: ResultKind): Promise<void> {
    (await this.chat.resultActions(which)).collapseToggled();
  }

  async isCollapsed(which: ResultKind): Promise<boolean> {
    return (await this.chat.resultActions(which)).collapsed;
  }

  // The result viewer's components draw pure models of the result (no view model holds them):
  // these read the same models the components are given.
  /** The result table's rows, as ResultView draws them (the validation block has its own tab). */
  async resultRows(which: ResultKind): Promise<RowSeen[]> {
    const data = resultData((await this.chat.resultMessage(which)).jsonResponse);
    const response = readValidation(data) ? withoutValidation(data) : data;
    return rowsSeen(toResultRows(response));
  }

  async resultTabs(which: ResultKind): Promise<string[]> {
    const data = resultData((await this.chat.resultMessage(which)).jsonResponse);
    return readValidation(data) ? ['Response', 'Validation'] : [];
  }

  async resultHeader(which: ResultKind): Promise<string | null> {
    const message = await this.chat.resultMessage(which);
    return chooseResultHeading(message.action, resultData(message.jsonResponse))?.text ?? null;
  }

  /** The executor view's affected line items: the first five, then '+N more'. */
  async executorLineItems(which: ResultKind): Promise<string[]> {
    const message = await this.chat.resultMessage(which);
    const view = pickResultView(message.action, message.subAction, resultData(message.jsonResponse));
    if (view.kind !== 'optimization-executor') throw new Error(`The result shows as ${view.kind}`);
    const { shown, more } = firstLineItems(view.model);
    return more > 0 ? [...shown, `+${more} more`] : shown;
  }
}
