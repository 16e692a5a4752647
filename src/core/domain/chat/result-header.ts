import type { Message } from '../message';
import { isPlatformApiAction } from './agent-actions';
import {
  CAMPAIGN_CREATED_HEADER,
  CAMPAIGN_CREATION_FAILED_HEADER,
  OPERATION_FAILED_HEADER,
  OPERATION_SUCCEEDED_HEADER,
} from './result-texts';
import { resultObject } from './validation-block';

export type ResultSource = Pick<Message, 'action' | 'status' | 'jsonResponse'>;

/**
 * The header above a finished result (spec 1 §8), or null. Only a result that says whether it
 * succeeded has one (most drafts and analyses do not), and a result still processing has none
 * yet. A platform campaign creation reads 'Campaign created…' / 'Campaign creation failed…';
 * anything else reads 'Operation completed successfully...' / 'Operation failed...'.
 */
export function resultHeader(result: ResultSource): string | null {
  if (result.status === 'processing') return null;
  const succeeded = result.status === 'failed' ? false : reportedSuccess(result.jsonResponse);
  if (succeeded === null) return null;
  if (isPlatformApiAction(result.action)) {
    return succeeded ? CAMPAIGN_CREATED_HEADER : CAMPAIGN_CREATION_FAILED_HEADER;
  }
  return succeeded ? OPERATION_SUCCEEDED_HEADER : OPERATION_FAILED_HEADER;
}

/**
 * What the result says about its outcome: its own success flag, else that of its api_result
 * (or apiResult, spec 2 §3);
 * an error text or a failed status means failure; null when it says nothing.
 */
function reportedSuccess(json: unknown): boolean | null {
  const result = resultObject(json);
  if (!result) return null;
  const own = asFlag(result.success);
  if (own !== null) return own;
  const apiSuccess = asFlag((resultObject(result.api_result) ?? resultObject(result.apiResult))?.success);
  if (apiSuccess !== null) return apiSuccess;
  if (typeof result.error === 'string' && result.error.trim()) return false;
  if (result.status === 'failed' || result.status === 'error') return false;
  return null;
}

/** A success flag as backends send it: a boolean, or its text ('true' / 'false'). */
function asFlag(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}
