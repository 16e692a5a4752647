import {
  readValidation,
  type ValidationReport,
  withoutValidation,
} from '../../../core/domain/chat/validation-block';
import { parseJsonResult } from '../../../core/domain/json-value';
import type { MessageFile } from '../../../core/domain/message';
import { pickResultView, type ResultViewChoice } from './pick-result-view';
import { chooseResultHeading, type ResultHeading } from './result-header';
import { type ResultRow, toResultRows } from './result-rows';

/** What a bot message gives the result viewer. */
export interface ResultSource {
  /** The agent that answered: picks a specialised view and the header's wording. */
  action?: string;
  subAction?: string;
  /** Any value, or a JSON string. */
  jsonResponse?: unknown;
  /** The images a screenshot result consists of. */
  files?: readonly MessageFile[];
}

/** What the result viewer draws of one result. */
export interface ShownResult {
  /** The line saying whether the operation worked; none when the result says nothing of it. */
  heading: ResultHeading | undefined;
  /** The Validation tab's report; none when the result carries no validation data. */
  validation: ValidationReport | undefined;
  /** The view drawn in the Response tab (or alone). */
  choice: ResultViewChoice;
  /** The key/value table of the response: the generic view, and a specialised view's fallback. */
  rows: ResultRow[];
}

/** Reads a result once for the viewer: its header, tabs, view and table (spec 1 §2 "Message list"). */
export function showResult({ action, subAction, jsonResponse, files }: ResultSource): ShownResult {
  const parsed = parseJsonResult(jsonResponse);
  const validation = readValidation(parsed);
  const response = validation ? withoutValidation(parsed) : parsed;
  return {
    heading: chooseResultHeading(action, parsed),
    validation,
    choice: pickResultView(action, subAction, response, files),
    rows: toResultRows(response),
  };
}
