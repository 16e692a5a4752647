import {
  CAMPAIGN_CREATED_HEADER,
  CAMPAIGN_CREATION_FAILED_HEADER,
  OPERATION_FAILED_HEADER,
  OPERATION_SUCCEEDED_HEADER,
  SALESFORCE_API_ACTION,
} from '../../../core/domain/chat';
import { asRecord, pickBoolean } from './json-value';

/** The line above a result that says whether the operation behind it worked (spec 1 §8 "Result headers"). */
export interface ResultHeading {
  outcome: 'success' | 'failure';
  text: string;
}

/**
 * The platform agents (fb-api, gam-api, g-ads-api, tiktok-api, …) create campaigns; salesforce-api
 * creates an opportunity, so it reads as an operation. Any other `*-api` agent is taken as a platform
 * too, so a platform added later (amazon-dsp-api in the demo) gets the campaign wording.
 */
export function createsCampaign(action: string | undefined): boolean {
  return action?.endsWith('-api') === true && action !== SALESFORCE_API_ACTION;
}

/**
 * Where the backend reports success: `success` on the result, or on its `api_result` / `apiResult`
 * (spec 2 §3 apiResult.success). Undefined when the result says nothing about it.
 */
export function readSuccessFlag(json: unknown): boolean | undefined {
  const result = asRecord(json);
  return (
    pickBoolean(result, 'success') ??
    pickBoolean(asRecord(result?.api_result), 'success') ??
    pickBoolean(asRecord(result?.apiResult), 'success')
  );
}

/** The heading for a result, or undefined when it carries no success flag (most analyses and drafts). */
export function chooseResultHeading(action: string | undefined, json: unknown): ResultHeading | undefined {
  const success = readSuccessFlag(json);
  if (success === undefined) return undefined;
  if (createsCampaign(action)) {
    return success
      ? { outcome: 'success', text: CAMPAIGN_CREATED_HEADER }
      : { outcome: 'failure', text: CAMPAIGN_CREATION_FAILED_HEADER };
  }
  return success
    ? { outcome: 'success', text: OPERATION_SUCCEEDED_HEADER }
    : { outcome: 'failure', text: OPERATION_FAILED_HEADER };
}
