import { asRecord, pickBoolean } from './json-value';

/** The line above a result that says whether the operation behind it worked (spec 1 §8 "Result headers"). */
export interface ResultHeading {
  outcome: 'success' | 'failure';
  text: string;
}

export const CAMPAIGN_CREATED = 'Campaign created successfully. Details below:';
export const CAMPAIGN_FAILED = 'Campaign creation failed. Please check the details below and try again.';
export const OPERATION_SUCCEEDED = 'Operation completed successfully...';
export const OPERATION_FAILED = 'Operation failed...';

/**
 * The platform agents (fb-api, gam-api, g-ads-api, tiktok-api, …) create campaigns; salesforce-api
 * creates an opportunity, so it reads as an operation.
 */
export function createsCampaign(action: string | undefined): boolean {
  return action?.endsWith('-api') === true && action !== 'salesforce-api';
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
      ? { outcome: 'success', text: CAMPAIGN_CREATED }
      : { outcome: 'failure', text: CAMPAIGN_FAILED };
  }
  return success
    ? { outcome: 'success', text: OPERATION_SUCCEEDED }
    : { outcome: 'failure', text: OPERATION_FAILED };
}
