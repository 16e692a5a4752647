import * as z from 'zod/mini';
import type {
  ApiResult,
  CampaignOrchestrationStatus,
  OrchestrationStatus,
} from '../../../core/domain/orchestration';
import { entriesOf } from './fields';
import {
  jsonOrText,
  optionalJson,
  optionalNumber,
  optionalText,
  timestampText,
  withoutUndefined,
  wrapped,
} from './lenient';

/* How far a run has come: the chat's poll (snake_case) and the campaign page's (camelCase). */

/** Orchestration status as the chat polls it (snake_case fields, spec 1 §3). */
export const chatOrchestrationStatusSchema = z.pipe(
  z.looseObject({
    status: z.string(),
    current_step: optionalText,
    progress_percentage: optionalNumber,
    campaign_status: optionalText,
    creative_status: optionalText,
    launcher_status: optionalText,
    api_status: optionalText,
    error_message: optionalText,
    updated_at: z.catch(z.optional(timestampText), undefined),
    api_result: optionalJson,
  }),
  z.transform(
    (dto): OrchestrationStatus =>
      withoutUndefined<OrchestrationStatus>({
        status: dto.status,
        currentStep: dto.current_step,
        progressPercentage: dto.progress_percentage,
        campaignStatus: dto.campaign_status,
        creativeStatus: dto.creative_status,
        launcherStatus: dto.launcher_status,
        apiStatus: dto.api_status,
        errorMessage: dto.error_message,
        updatedAt: dto.updated_at,
        apiResult: dto.api_result,
      }),
  ),
);

/** GET /api/chat/{chatId}/{messageId}/…-status: the fields bare or under `data`/`status`-less wrappers. */
export const chatOrchestrationStatusAnswer = wrapped(chatOrchestrationStatusSchema, ['orchestration'], null);

const stepState = z.looseObject({ status: z.string() });
/** Each step's state; a step without one is dropped. */
const stepProgressSchema = entriesOf((value) => {
  const step = z.safeParse(stepState, value);
  return step.success ? { status: step.data.status } : undefined;
});

const apiResultSchema = z.optional(jsonOrText(z.catch(z.optional(z.looseObject({})), undefined)));

/** GET /api/v2/orchestration/{messageId}/status (campaign page, camelCase; snake_case accepted). */
export const campaignOrchestrationStatusAnswer = wrapped(
  z.pipe(
    z.looseObject({
      status: z.string(),
      currentStep: optionalText,
      current_step: optionalText,
      progressPercentage: optionalNumber,
      progress_percentage: optionalNumber,
      stepProgress: stepProgressSchema,
      step_progress: stepProgressSchema,
      apiResult: apiResultSchema,
      api_result: apiResultSchema,
    }),
    z.transform(
      (dto): CampaignOrchestrationStatus =>
        withoutUndefined<CampaignOrchestrationStatus>({
          status: dto.status,
          currentStep: dto.currentStep ?? dto.current_step,
          progressPercentage: dto.progressPercentage ?? dto.progress_percentage,
          stepProgress: dto.stepProgress ?? dto.step_progress,
          apiResult: (dto.apiResult ?? dto.api_result) as ApiResult | undefined,
        }),
    ),
  ),
  ['orchestration'],
  null,
);
