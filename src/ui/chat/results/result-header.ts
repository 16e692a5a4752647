import { CAMPAIGN_CREATED_HEADER, OPERATION_SUCCEEDED_HEADER, resultHeader } from '../../../core/domain/chat';

/** The line above a result that says whether the operation behind it worked (spec 1 §8 "Result headers"). */
export interface ResultHeading {
  outcome: 'success' | 'failure';
  text: string;
}

/**
 * The heading for a result, or undefined when it says nothing about its outcome (most analyses
 * and drafts). The rule is the core's `resultHeader`; this adds the tone the header is shown in.
 */
export function chooseResultHeading(action: string | undefined, json: unknown): ResultHeading | undefined {
  const text = resultHeader({ action, jsonResponse: json });
  if (!text) return undefined;
  const succeeded = text === CAMPAIGN_CREATED_HEADER || text === OPERATION_SUCCEEDED_HEADER;
  return { outcome: succeeded ? 'success' : 'failure', text };
}
