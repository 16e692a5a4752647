import * as z from 'zod/mini';
import type { OrchestrationStatus } from '../../../core/domain/orchestration';
import { optionalJson, optionalNumber, optionalText, timestampText, withoutUndefined } from './lenient';

// Its own module: the chat's messages carry it (message-fields.ts), and the rest of the
// orchestration schemas load with the orchestration adapter, on its first call.
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
      withoutUndefined({
        status: dto.status,
        current_step: dto.current_step,
        progress_percentage: dto.progress_percentage,
        campaign_status: dto.campaign_status,
        creative_status: dto.creative_status,
        launcher_status: dto.launcher_status,
        api_status: dto.api_status,
        error_message: dto.error_message,
        updated_at: dto.updated_at,
        api_result: dto.api_result,
      }),
  ),
);
