import type { MessageFile } from '../../../core/domain/message';
import ResultView, { type ResultViewProps } from '../results';
import { showResult } from '../results/shown-result';

export interface ResultOfProps extends Omit<ResultViewProps, 'shown'> {
  action?: string;
  subAction?: string;
  /** The message's jsonResponse: any value, or a JSON string. */
  json: unknown;
  files?: readonly MessageFile[];
}

/** The result viewer drawing a message's result as the chat does: read by showResult first. */
export function ResultOf({ action, subAction, json, files, ...view }: ResultOfProps) {
  return <ResultView shown={showResult({ action, subAction, jsonResponse: json, files })} {...view} />;
}
