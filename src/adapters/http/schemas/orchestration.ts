import { z } from 'zod';
import type {
  ApiResult,
  CampaignOrchestrationStatus,
  FileAnalysis,
  OrchestrationOverview,
  OrchestrationStatus,
  OrchestrationSummaryRow,
  SessionStats,
  StartedOrchestration,
  WorkflowType,
} from '../../../core/domain/orchestration';
import {
  flag,
  id,
  listOf,
  numeric,
  optionalJson,
  optionalNumber,
  optionalText,
  parsedJson,
  timestampText,
  withoutUndefined,
  wrapped,
} from './lenient';

const count = numeric
  .catch(0)
  .optional()
  .transform((value) => value ?? 0);
const text = optionalText.transform((value) => value ?? '');
const moment = timestampText
  .optional()
  .catch(undefined)
  .transform((value) => value ?? '');

/** Orchestration status as the chat polls it (snake_case fields, spec 1 §3). */
export const chatOrchestrationStatusSchema = z
  .looseObject({
    status: z.string(),
    current_step: optionalText,
    progress_percentage: optionalNumber,
    campaign_status: optionalText,
    creative_status: optionalText,
    launcher_status: optionalText,
    api_status: optionalText,
    error_message: optionalText,
    updated_at: timestampText.optional().catch(undefined),
    api_result: optionalJson,
  })
  .transform(
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
  );

/** GET /api/chat/{chatId}/{messageId}/…-status: the fields bare or under `data`/`status`-less wrappers. */
export const chatOrchestrationStatusAnswer = wrapped(chatOrchestrationStatusSchema, ['orchestration']);

const stepProgressSchema = parsedJson
  .pipe(
    z
      .record(z.string(), z.unknown())
      .transform((steps) =>
        Object.fromEntries(
          Object.entries(steps).flatMap(([step, value]) => {
            const status = z.looseObject({ status: z.string() }).safeParse(value);
            return status.success ? [[step, { status: status.data.status }]] : [];
          }),
        ),
      )
      .optional()
      .catch(undefined),
  )
  .optional();

const apiResultSchema = parsedJson.pipe(z.looseObject({}).optional().catch(undefined)).optional();

/** GET /api/v2/orchestration/{messageId}/status (campaign page, camelCase; snake_case accepted). */
export const campaignOrchestrationStatusAnswer = wrapped(
  z
    .looseObject({
      status: z.string(),
      currentStep: optionalText,
      current_step: optionalText,
      progressPercentage: optionalNumber,
      progress_percentage: optionalNumber,
      stepProgress: stepProgressSchema,
      step_progress: stepProgressSchema,
      apiResult: apiResultSchema,
      api_result: apiResultSchema,
    })
    .transform(
      (dto): CampaignOrchestrationStatus =>
        withoutUndefined({
          status: dto.status,
          currentStep: dto.currentStep ?? dto.current_step,
          progressPercentage: dto.progressPercentage ?? dto.progress_percentage,
          stepProgress: dto.stepProgress ?? dto.step_progress,
          apiResult: (dto.apiResult ?? dto.api_result) as ApiResult | undefined,
        }),
    ),
  ['orchestration'],
);

const stringList = parsedJson.pipe(z.array(z.unknown())).catch([]);

const summaryRowSchema = z
  .looseObject({
    message_id: id,
    workflow_type: text,
    is_shell_workflow: flag,
    platform: text,
    status: text,
    recovery_state: optionalText,
    progress_percentage: count,
    processing_steps: stringList,
    has_parallel_processing: flag,
    duration_minutes: count,
    restart_count: count,
    created_at: moment,
    updated_at: moment,
    is_stuck: flag,
  })
  .transform(
    (dto): OrchestrationSummaryRow =>
      withoutUndefined({
        ...dto,
        processing_steps: dto.processing_steps.filter((step): step is string => typeof step === 'string'),
      }),
  );

const activeStatsSchema = z.looseObject({ active_count: count, suspended_count: count });
const statusCountSchema = z.looseObject({ status: z.string(), count });

/** GET /api/orchestration/status: recent orchestrations and their summary. */
export const orchestrationOverviewAnswer = wrapped(
  z
    .looseObject({
      orchestrations: listOf(summaryRowSchema, 'orchestration').catch([]).optional(),
      summary: z
        .looseObject({
          active_stats: listOf(activeStatsSchema, 'active stats').catch([]).optional(),
          by_type_and_status: listOf(statusCountSchema, 'status count').catch([]).optional(),
        })
        .optional()
        .catch(undefined),
    })
    .transform(
      (dto): OrchestrationOverview => ({
        orchestrations: dto.orchestrations ?? [],
        summary: {
          active_stats: (dto.summary?.active_stats ?? []).map(({ active_count, suspended_count }) => ({
            active_count,
            suspended_count,
          })),
          by_type_and_status: (dto.summary?.by_type_and_status ?? []).map(({ status, count }) => ({
            status,
            count,
          })),
        },
      }),
    ),
);

const actionCountSchema = z.looseObject({ action: z.string(), count });
const activitySchema = z
  .looseObject({ timestamp: moment, chatSummary: text, userName: optionalText, action: text })
  .transform((dto) => withoutUndefined({ ...dto }));

/** GET /api/stats: session statistics, bare or under `stats`/`data`. */
export const sessionStatsAnswer = wrapped(
  z
    .looseObject({
      totalChats: count,
      totalMessages: count,
      filesUploaded: count,
      messagesPerAction: listOf(actionCountSchema, 'action count').catch([]).optional(),
      recentActivity: listOf(activitySchema, 'activity').catch([]).optional(),
    })
    .transform(
      (dto): SessionStats => ({
        totalChats: dto.totalChats,
        totalMessages: dto.totalMessages,
        filesUploaded: dto.filesUploaded,
        messagesPerAction: (dto.messagesPerAction ?? []).map(({ action, count }) => ({ action, count })),
        recentActivity: (dto.recentActivity ?? []).map((activity) =>
          withoutUndefined({
            timestamp: activity.timestamp,
            chatSummary: activity.chatSummary,
            userName: activity.userName,
            action: activity.action,
          }),
        ),
      }),
    ),
  ['stats'],
);

const WORKFLOW_TYPES: readonly WorkflowType[] = [
  'fast-track',
  'fast-track-shell',
  'salesforce-orchestration',
];

/** POST /api/v2/orchestration/analyze-files: the recommended workflow, bare or under `analysis`/`data`. */
export const fileAnalysisAnswer = wrapped(
  z
    .looseObject({
      // Spec 2 §9: fast-track-shell is the default workflow type.
      recommendedType: z
        .string()
        .optional()
        .catch(undefined)
        .transform(
          (type): WorkflowType => WORKFLOW_TYPES.find((known) => known === type) ?? 'fast-track-shell',
        ),
      confidence: count,
      reasoning: text,
      multiPlatform: z
        .looseObject({
          isMultiPlatform: flag,
          platforms: z.array(z.string()).catch([]).optional(),
          platformCount: count,
        })
        .optional()
        .catch(undefined),
    })
    .transform(
      (dto): FileAnalysis =>
        withoutUndefined({
          recommendedType: dto.recommendedType,
          confidence: dto.confidence,
          reasoning: dto.reasoning,
          multiPlatform: dto.multiPlatform && {
            isMultiPlatform: dto.multiPlatform.isMultiPlatform,
            platforms: dto.multiPlatform.platforms ?? [],
            platformCount: dto.multiPlatform.platformCount,
          },
        }),
    ),
  ['analysis'],
);

/** POST /api/v2/orchestration: where the started orchestration reports. */
export const startedOrchestrationAnswer = wrapped(
  z
    .looseObject({ chatId: id, messageId: id })
    .transform((dto): StartedOrchestration => ({ chatId: dto.chatId, messageId: dto.messageId })),
  ['orchestration'],
);
