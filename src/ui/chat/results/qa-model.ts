import {
  asRecord,
  inlineText,
  isEmptyValue,
  isRecord,
  type JsonRecord,
  pickBoolean,
  pickText,
} from '../../../core/domain/json-value';
import { keyLabel } from './result-rows';
import { statusTone } from './status-tone';

/**
 * QA comparison results (qa-campaign): what was planned against what is live, per field. The demo
 * backend's shape is QaResultJson in src/simulation/assistant/shared/result-shapes.ts. Accepted shape, every part optional but the comparisons (alternative names in brackets):
 *
 *   {
 *     summary (overview): string,
 *     overall_status (status, qa_status): string,
 *     comparisons (field_comparisons, qa_results, results, checks):
 *       [{ field (name, field_name, check, label), expected (expected_value, planned, io_value),
 *          actual (actual_value, live, live_value, platform_value),
 *          match (matches, passed, pass) | status (result) }]
 *       or { [field]: { expected, actual, match } },
 *     checks_passed, checks_failed: numbers, else counted from the comparisons,
 *   }
 *
 * Without a match flag, a status word decides ('pass' / 'fail'), else expected and actual are
 * compared as shown. Other keys are kept in `rest`.
 */

export interface QaComparison {
  field: string;
  expected: string;
  actual: string;
  /** Undefined when neither a flag, a status nor both values say. */
  passed: boolean | undefined;
  /** The status or notes the backend wrote, if any. */
  note?: string;
}

export interface QaModel {
  summary?: string;
  overallStatus?: string;
  comparisons: QaComparison[];
  passedCount: number;
  failedCount: number;
  rest?: JsonRecord;
}

const COMPARISON_KEYS = ['comparisons', 'field_comparisons', 'qa_results', 'results', 'checks'];

/** The QA view of a result, or undefined when it holds no comparisons. */
export function readQaComparison(json: unknown): QaModel | undefined {
  const record = asRecord(json);
  if (!record) return undefined;
  const listKey = COMPARISON_KEYS.find((key) => readComparisons(record[key]).length > 0);
  if (!listKey) return undefined;
  const comparisons = readComparisons(record[listKey]);
  const summaryKey = ['summary', 'overview'].find((key) => typeof record[key] === 'string');
  const statusKey = ['overall_status', 'status', 'qa_status'].find((key) => typeof record[key] === 'string');
  const used = new Set([listKey, summaryKey, statusKey, 'checks_passed', 'checks_failed']);
  const restEntries = Object.entries(record).filter(([key, value]) => !used.has(key) && !isEmptyValue(value));
  return {
    summary: summaryKey ? pickText(record, summaryKey) : undefined,
    overallStatus: statusKey ? pickText(record, statusKey) : undefined,
    comparisons,
    passedCount:
      count(record.checks_passed) ?? comparisons.filter((comparison) => comparison.passed === true).length,
    failedCount:
      count(record.checks_failed) ?? comparisons.filter((comparison) => comparison.passed === false).length,
    rest: restEntries.length > 0 ? Object.fromEntries(restEntries) : undefined,
  };
}

function readComparisons(value: unknown): QaComparison[] {
  const named: [string | undefined, JsonRecord][] = Array.isArray(value)
    ? value
        .filter(isRecord)
        .map((item) => [pickText(item, 'field', 'name', 'field_name', 'check', 'label'), item])
    : Object.entries(asRecord(value) ?? {}).flatMap(([key, item]) =>
        isRecord(item) ? [[keyLabel(key), item]] : [],
      );
  return named.flatMap(([field, item]) => {
    const expectedKey = ['expected', 'expected_value', 'planned', 'io_value'].find((key) => key in item);
    const actualKey = ['actual', 'actual_value', 'live', 'live_value', 'platform_value'].find(
      (key) => key in item,
    );
    // Without both sides it is not a comparison (a plain list of results, say).
    if (!field || !expectedKey || !actualKey) return [];
    const expected = inlineText(item[expectedKey]);
    const actual = inlineText(item[actualKey]);
    const status = pickText(item, 'status', 'result');
    return [
      {
        field: keyLabel(field),
        expected,
        actual,
        passed: verdict(item, status, expected, actual),
        note: pickText(item, 'notes', 'status', 'result'),
      },
    ];
  });
}

function verdict(item: JsonRecord, status: string | undefined, expected: string, actual: string) {
  const flag = pickBoolean(item, 'match', 'matches', 'passed', 'pass');
  if (flag !== undefined) return flag;
  const tone = status ? statusTone(status) : 'neutral';
  if (tone === 'good') return true;
  if (tone === 'bad') return false;
  return expected === '-' && actual === '-' ? undefined : expected === actual;
}

/** A count the backend reported: it may cover checks the comparisons list leaves out. */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
