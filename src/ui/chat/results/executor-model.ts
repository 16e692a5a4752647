import {
  asRecord,
  inlineText,
  isEmptyValue,
  isRecord,
  type JsonRecord,
  pickText,
} from '../../../core/domain/json-value';

/**
 * Optimization-executor results: which line items the applied optimizations touched. The demo
 * backend's shape is ExecutorResultJson in src/simulation/assistant/shared/result-shapes.ts. Accepted shape, every part optional but one of the two lists (alternative names in brackets):
 *
 *   {
 *     summary (message, overview): string,
 *     status: string,
 *     affected_line_items (line_items_affected, affected_items, line_items):
 *       [string | { name (line_item_name, line_item, title), id (line_item_id) }],
 *     executed_changes (changes, applied_changes, executed_optimizations, optimizations_applied):
 *       [{ line_item (line_item_name, name, target, line_item_id, id),
 *          change (action, description, optimization, type), from (old_value, previous, before),
 *          to (new_value, updated, after), status }],
 *     total_affected (affected_count, total_line_items_affected): number,
 *   }
 *
 * Without an affected list, the line items named by the changes count, each once.
 */

export interface ExecutedChange {
  lineItem: string;
  change: string;
  status?: string;
}

export interface ExecutorModel {
  summary?: string;
  status?: string;
  affectedLineItems: string[];
  /** At least the listed ones; the backend may report a larger total than it lists. */
  totalAffected: number;
  changes: ExecutedChange[];
  rest?: JsonRecord;
}

/** How many affected line items show before '+N more'. */
export const SHOWN_LINE_ITEMS = 5;

const AFFECTED_KEYS = ['affected_line_items', 'line_items_affected', 'affected_items', 'line_items'];
const CHANGE_KEYS = [
  'executed_changes',
  'changes',
  'applied_changes',
  'executed_optimizations',
  'optimizations_applied',
];
const TOTAL_KEYS = ['total_affected', 'affected_count', 'total_line_items_affected'];

/** The executor view of a result, or undefined when it names no line items or changes. */
export function readExecutorResult(json: unknown): ExecutorModel | undefined {
  const record = asRecord(json);
  if (!record) return undefined;
  const affectedKey = AFFECTED_KEYS.find((key) => Array.isArray(record[key]));
  const changesKey = CHANGE_KEYS.find((key) => Array.isArray(record[key]));
  const changes = changesKey ? readChanges(record[changesKey]) : [];
  const listed = affectedKey ? readLineItemNames(record[affectedKey]) : [];
  const affectedLineItems =
    listed.length > 0
      ? listed
      : unique(changes.map((change) => change.lineItem).filter((name) => name !== '-'));
  if (affectedLineItems.length === 0 && changes.length === 0) return undefined;

  const totalKey = TOTAL_KEYS.find((key) => typeof record[key] === 'number');
  const reportedTotal = totalKey ? Number(record[totalKey]) : 0;
  const summaryKey = ['summary', 'message', 'overview'].find((key) => typeof record[key] === 'string');
  const used = new Set([affectedKey, changesKey, totalKey, summaryKey, 'status']);
  const restEntries = Object.entries(record).filter(([key, value]) => !used.has(key) && !isEmptyValue(value));
  return {
    summary: summaryKey ? pickText(record, summaryKey) : undefined,
    status: pickText(record, 'status'),
    affectedLineItems,
    totalAffected: Math.max(affectedLineItems.length, reportedTotal),
    changes,
    rest: restEntries.length > 0 ? Object.fromEntries(restEntries) : undefined,
  };
}

/** The first five line items and how many more there are: the executor view's list. */
export function firstLineItems(model: ExecutorModel): { shown: string[]; more: number } {
  const shown = model.affectedLineItems.slice(0, SHOWN_LINE_ITEMS);
  return { shown, more: model.totalAffected - shown.length };
}

function readLineItemNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => !isEmptyValue(item)).map((item) => lineItemName(item) ?? inlineText(item));
}

function lineItemName(item: unknown): string | undefined {
  if (!isRecord(item)) return typeof item === 'object' ? undefined : inlineText(item);
  return pickText(item, 'name', 'line_item_name', 'line_item', 'title', 'id', 'line_item_id');
}

function readChanges(value: unknown): ExecutedChange[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => {
    const lineItem =
      pickText(item, 'line_item', 'line_item_name', 'name', 'target', 'line_item_id', 'id') ?? '-';
    const what = pickText(item, 'change', 'action', 'description', 'optimization', 'type');
    const from = pickText(item, 'from', 'old_value', 'previous', 'before');
    const to = pickText(item, 'to', 'new_value', 'updated', 'after');
    const fromTo = from !== undefined || to !== undefined ? `${from ?? '-'} → ${to ?? '-'}` : undefined;
    return {
      lineItem,
      change: [what, fromTo].filter(Boolean).join(': ') || '-',
      status: pickText(item, 'status'),
    };
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
