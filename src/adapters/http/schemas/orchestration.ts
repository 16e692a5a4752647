import * as z from 'zod/mini';
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
  jsonOrText,
  listOf,
  numeric,
  optionalJson,
  optionalNumber,
  optionalText,
  timestampText,
  withoutUndefined,
  wrapped,
} from './lenient';

const count = z.pipe(
  z.optional(z.catch(numeric, 0)),
  z.transform((value) => value ?? 0),
);
const text = z.pipe(
  optionalText,
  z.transform((value) => value ?? ''),
);
const moment = z.pipe(
  z.catch(z.optional(timestampText), undefined),
  z.transform((value) => value ?? ''),
);

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

const stepProgressSchema = z.optional(
  jsonOrText(
    z.catch(
      z.optional(
        z.pipe(
          z.record(z.string(), z.unknown()),
          z.transform((steps) =>
            Object.fromEntries(
              Object.entries(steps).flatMap(([step, value]) => {
                const status = z.looseObject({ status: z.string() }).safeParse(value);
                return status.success ? [[step, { status: status.data.status }]] : [];
              }),
            ),
          ),
        ),
      ),
      undefined,
    ),
  ),
);

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

const stringList = z.catch(jsonOrText(z.array(z.unknown())), []);

const summaryRowSchema = z.pipe(
  z.looseObject({
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
  }),
  z.transform(
    (dto): OrchestrationSummaryRow =>
      withoutUndefined<OrchestrationSummaryRow>({
        messageId: dto.message_id,
        workflowType: dto.workflow_type,
        isShellWorkflow: dto.is_shell_workflow,
        platform: dto.platform,
        status: dto.status,
        recoveryState: dto.recovery_state,
        progressPercentage: dto.progress_percentage,
        processingSteps: dto.processing_steps.filter((step): step is string => typeof step === 'string'),
        hasParallelProcessing: dto.has_parallel_processing,
        durationMinutes: dto.duration_minutes,
        restartCount: dto.restart_count,
        createdAt: dto.created_at,
        updatedAt: dto.updated_at,
        isStuck: dto.is_stuck,
      }),
  ),
);

const activeStatsSchema = z.looseObject({ active_count: count, suspended_count: count });
const statusCountSchema = z.looseObject({ status: z.string(), count });

/** GET /api/orchestration/status: recent orchestrations and their summary. */
export const orchestrationOverviewAnswer = wrapped(
  z.pipe(
    z.looseObject({
      orchestrations: z.optional(z.catch(listOf(summaryRowSchema, 'orchestration'), [])),
      total: z.catch(optionalNumber, undefined),
      summary: z.catch(
        z.optional(
          z.looseObject({
            active_stats: z.optional(z.catch(listOf(activeStatsSchema, 'active stats'), [])),
            by_type_and_status: z.optional(z.catch(listOf(statusCountSchema, 'status count'), [])),
          }),
        ),
        undefined,
      ),
    }),
    z.transform(
      (dto): OrchestrationOverview => ({
        orchestrations: dto.orchestrations ?? [],
        ...(dto.total !== undefined ? { total: dto.total } : {}),
        summary: {
          activeStats: (dto.summary?.active_stats ?? []).map(({ active_count, suspended_count }) => ({
            activeCount: active_count,
            suspendedCount: suspended_count,
          })),
          byTypeAndStatus: (dto.summary?.by_type_and_status ?? []).map(({ status, count }) => ({
            status,
            count,
          })),
        },
      }),
    ),
  ),
);

const actionCountSchema = z.looseObject({ action: z.string(), count });
const activitySchema = z.pipe(
  z.looseObject({ timestamp: moment, chatSummary: text, userName: optionalText, action: text }),
  z.transform((dto) => withoutUndefined({ ...dto })),
);

/** GET /api/stats: session statistics, bare or under `stats`/`data`. */
export const sessionStatsAnswer = wrapped(
  z.pipe(
    z.looseObject({
      totalChats: count,
      totalMessages: count,
      filesUploaded: count,
      messagesPerAction: z.optional(z.catch(listOf(actionCountSchema, 'action count'), [])),
      recentActivity: z.optional(z.catch(listOf(activitySchema, 'activity'), [])),
    }),
    z.transform(
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
  ),
  ['stats'],
  null,
);

const WORKFLOW_TYPES: readonly WorkflowType[] = [
  'fast-track',
  'fast-track-shell',
  'salesforce-orchestration',
];

/** POST /api/v2/orchestration/analyze-files: the recommended workflow, bare or under `analysis`/`data`. */
export const fileAnalysisAnswer = wrapped(
  z.pipe(
    z.looseObject({
      // Spec 2 §9: fast-track-shell is the default workflow type.
      recommendedType: z.pipe(
        z.catch(z.optional(z.string()), undefined),
        z.transform(
          (type): WorkflowType => WORKFLOW_TYPES.find((known) => known === type) ?? 'fast-track-shell',
        ),
      ),
      confidence: count,
      reasoning: text,
      multiPlatform: z.catch(
        z.optional(
          z.looseObject({
            isMultiPlatform: flag,
            platforms: z.optional(z.catch(z.array(z.string()), [])),
            platformCount: count,
          }),
        ),
        undefined,
      ),
    }),
    z.transform(
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
  ),
  ['analysis'],
  null,
);

/** POST /api/v2/orchestration: where the started orchestration reports. */
export const startedOrchestrationAnswer = wrapped(
  z.pipe(
    z.looseObject({ chatId: id, messageId: id }),
    z.transform((dto): StartedOrchestration => ({ chatId: dto.chatId, messageId: dto.messageId })),
  ),
  ['orchestration'],
  null,
);
