import * as z from 'zod/mini';
import type {
  OrchestrationOverview,
  OrchestrationSummaryRow,
  SessionStats,
} from '../../../core/domain/orchestration';
import { count, moment, text } from './fields';
import {
  flag,
  id,
  jsonOrText,
  listOf,
  optionalNumber,
  optionalText,
  withoutUndefined,
  wrapped,
} from './lenient';

/* What the status page reads: the account's recent runs and the user's session statistics. */

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
