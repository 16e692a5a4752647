import * as z from 'zod/mini';
import { described, moment, named, recordId, sends } from './named';
import { RUN_STATUSES, STEP_STATUSES } from './value-lists';

const count = z.int().check(z.nonnegative());
const percentage = z.int().check(z.gte(0), z.lte(100));

export const Orchestration = named(
  'Orchestration',
  'A run as the status page lists it (spec 2 §2.2, §3 "Orchestration (status page)")',
  z.object({
    message_id: recordId,
    workflow_type: z.string(),
    is_shell_workflow: z.boolean(),
    platform: described(z.string(), 'A destination id, or salesforce'),
    status: z.enum(RUN_STATUSES),
    recovery_state: z.enum(['active', 'suspended']),
    progress_percentage: percentage,
    processing_steps: described(z.array(z.string()), 'The steps being worked on now'),
    has_parallel_processing: z.boolean(),
    duration_minutes: count,
    restart_count: count,
    created_at: moment,
    updated_at: moment,
    is_stuck: described(z.boolean(), 'In progress, and nothing moved for over 2 hours'),
  }),
);

const stepProgress = z.object({ status: z.enum(STEP_STATUSES) });

export const CampaignRunStatus = named(
  'CampaignRunStatus',
  'A campaign’s run as its page shows it (spec 2 §4.3)',
  z.object({
    status: z.enum(['processing', 'completed', 'failed', 'stopped']),
    currentStep: z.string(),
    progressPercentage: percentage,
    stepProgress: z.object({
      campaign: stepProgress,
      creative: stepProgress,
      launcher: stepProgress,
      api: stepProgress,
    }),
    apiResult: described(z.optional(z.unknown()), 'What the platform answered, once the API step is done'),
    error: z.optional(z.string()),
  }),
);

export const SessionStats = named(
  'SessionStats',
  'The user’s session statistics (spec 2 §2.2)',
  z.object({
    totalChats: count,
    totalMessages: count,
    filesUploaded: count,
    messagesPerAction: z.array(z.object({ action: z.string(), count })),
    recentActivity: z.array(z.object({ timestamp: moment, chatSummary: z.string(), action: z.string() })),
  }),
);

export const STOPPED_ANSWER = sends(z.object({ success: z.literal(true), status: z.literal('stopped') }), {
  success: true,
  status: 'stopped',
});

export const SESSION_STATS_ANSWER = sends(SessionStats, {
  totalChats: 4,
  totalMessages: 10,
  filesUploaded: 1,
  messagesPerAction: [{ action: 'fast-track', count: 1 }],
  recentActivity: [
    {
      timestamp: '2026-11-27T09:00:00.000Z',
      chatSummary: 'Launch the summer sale on Facebook',
      action: 'fb-api',
    },
  ],
});

export const OVERVIEW_ANSWER = sends(
  z.object({
    orchestrations: z.array(Orchestration),
    total: described(count, 'Runs in the time range, before the limit'),
    summary: z.object({
      active_stats: z.array(z.object({ active_count: count, suspended_count: count })),
      by_type_and_status: z.array(z.object({ status: z.enum(RUN_STATUSES), count })),
    }),
  }),
  {
    orchestrations: [
      {
        message_id: 'msg-r08b',
        workflow_type: 'fast-track',
        is_shell_workflow: false,
        platform: 'dv360',
        status: 'in_progress',
        recovery_state: 'active',
        progress_percentage: 33,
        processing_steps: ['campaign-processing'],
        has_parallel_processing: false,
        duration_minutes: 4,
        restart_count: 0,
        created_at: '2026-11-28T09:00:00.000Z',
        updated_at: '2026-11-28T09:04:00.000Z',
        is_stuck: false,
      },
    ],
    total: 1,
    summary: {
      active_stats: [{ active_count: 1, suspended_count: 0 }],
      by_type_and_status: [{ status: 'in_progress', count: 1 }],
    },
  },
);

export const RUN_STARTED_ANSWER = sends(
  z.object({
    chatId: described(recordId, 'The run’s chat'),
    messageId: described(recordId, 'The run’s message, whose status is then polled'),
  }),
  { chatId: 'chat-cmp-acme-media-1-run-1', messageId: 'msg-cmp-acme-media-1-run-1' },
);

export const CAMPAIGN_RUN_ANSWER = sends(CampaignRunStatus, {
  status: 'processing',
  currentStep: 'campaign-processing',
  progressPercentage: 33,
  stepProgress: {
    campaign: { status: 'processing' },
    creative: { status: 'skipped' },
    launcher: { status: 'pending' },
    api: { status: 'pending' },
  },
});

export const FILE_ANALYSIS_ANSWER = sends(
  z.object({
    recommendedType: z.string(),
    confidence: z.number().check(z.gte(0), z.lte(1)),
    reasoning: z.string(),
    multiPlatform: z.object({
      isMultiPlatform: z.boolean(),
      platforms: z.array(z.string()),
      platformCount: count,
    }),
  }),
  {
    recommendedType: 'fast-track-shell',
    confidence: 0.92,
    reasoning:
      'No creative files are attached: the shell fast-track builds the campaign from the insertion order and creatives can be uploaded afterwards.',
    multiPlatform: { isMultiPlatform: false, platforms: ['facebook'], platformCount: 1 },
  },
);
