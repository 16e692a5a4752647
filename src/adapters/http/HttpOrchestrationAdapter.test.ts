import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../core/domain/message';
import { HttpOrchestrationAdapter } from './HttpOrchestrationAdapter';
import { json } from './testing/fake-fetch';
import { ctx, inQuery, itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

const file: UploadedFile = {
  gcsPath: 'gs://b/io.pdf',
  publicUrl: 'https://x/io.pdf',
  expiresAt: 1,
  originalName: 'io.pdf',
  size: 10,
  type: 'application/pdf',
};
const sentFile = { gcsPath: 'gs://b/io.pdf', originalName: 'io.pdf', size: 10, type: 'application/pdf' };

const setup = overFakeBackend((http) => ({ orchestration: new HttpOrchestrationAdapter(http) }));

describe('HttpOrchestrationAdapter routes (spec 1 §7, spec 2 §7)', () => {
  const routes: RouteCase<HttpOrchestrationAdapter>[] = [
    [
      'fast-track status',
      (o) => o.fetchChatOrchestrationStatus(ctx, 'fast-track', 'c-1', 'm/1'),
      { status: 'processing' },
      { method: 'GET', path: '/api/chat/c-1/m%2F1/fast-track-status', query: inQuery },
    ],
    [
      'salesforce status',
      (o) => o.fetchChatOrchestrationStatus(ctx, 'salesforce-orchestration', 'c-1', 'm-1'),
      { status: 'processing' },
      { method: 'GET', path: '/api/chat/c-1/m-1/salesforce-orchestration-status', query: inQuery },
    ],
    [
      'stop fast-track',
      (o) => o.stopChatOrchestration(ctx, 'fast-track', 'c-1', 'm-1'),
      {},
      { method: 'POST', path: '/api/chat/c-1/m-1/stop-fast-track', body: inQuery },
    ],
    [
      'stop salesforce',
      (o) => o.stopChatOrchestration(ctx, 'salesforce-orchestration', 'c-1', 'm-1'),
      {},
      { method: 'POST', path: '/api/chat/c-1/m-1/stop-salesforce-orchestration', body: inQuery },
    ],
    ['fetchStats', (o) => o.fetchStats(ctx), {}, { method: 'GET', path: '/api/stats', query: inQuery }],
    [
      'fetchOverview',
      (o) => o.fetchOverview(ctx, { limit: 20, timeRange: '24h' }),
      {},
      {
        method: 'GET',
        path: '/api/orchestration/status',
        query: { ...inQuery, limit: '20', time_range: '24h' },
      },
    ],
    [
      'start',
      (o) =>
        o.start(ctx, {
          platform: 'dv360',
          campaignId: 'cmp-1',
          files: [file],
          message: 'Launch',
          metadata: { campaignName: 'Spring', folderName: 'Q2' },
          advertiserId: 'adv-1',
        }),
      { chatId: 'c-9', messageId: 'm-9' },
      {
        method: 'POST',
        path: '/api/v2/orchestration',
        query: inQuery,
        body: {
          type: 'auto',
          platform: 'dv360',
          campaignId: 'cmp-1',
          files: [sentFile],
          message: 'Launch',
          metadata: { campaignName: 'Spring', folderName: 'Q2' },
          advertiserId: 'adv-1',
        },
      },
    ],
    [
      'fetchStatus',
      (o) => o.fetchStatus('m-9'),
      { status: 'processing' },
      { method: 'GET', path: '/api/v2/orchestration/m-9/status' },
    ],
    ['stop', (o) => o.stop('m-9'), {}, { method: 'POST', path: '/api/v2/orchestration/m-9/stop', body: {} }],
    [
      'fetchMessageStatus',
      (o) => o.fetchMessageStatus('m-9'),
      { status: 'completed' },
      { method: 'GET', path: '/api/v2/message/m-9/status' },
    ],
    [
      'analyzeFiles',
      (o) => o.analyzeFiles(ctx, { files: [file], platform: 'ttd', context: { campaignName: 'Spring' } }),
      { recommendedType: 'fast-track' },
      {
        method: 'POST',
        path: '/api/v2/orchestration/analyze-files',
        body: { files: [sentFile], platform: 'ttd', context: { campaignName: 'Spring' }, ...inQuery },
      },
    ],
  ];

  itCallsEachContractRoute(routes, (http) => new HttpOrchestrationAdapter(http));
});

describe('HttpOrchestrationAdapter answers', () => {
  it('reads the chat orchestration status, numbers sent as text included', async () => {
    const { backend, orchestration } = setup();
    backend.answerNext(
      json({
        status: 'processing',
        current_step: 'launcher-processing',
        progress_percentage: '45',
        api_result: null,
      }),
    );
    expect(await orchestration.fetchChatOrchestrationStatus(ctx, 'fast-track', 'c-1', 'm-1')).toEqual({
      status: 'processing',
      currentStep: 'launcher-processing',
      progressPercentage: 45,
      apiResult: null,
    });
  });

  it('reads the campaign orchestration status in camelCase or snake_case', async () => {
    const { backend, orchestration } = setup();
    backend.answerNext(
      json({
        status: 'completed',
        currentStep: 'api',
        progressPercentage: 100,
        stepProgress: { api: { status: 'completed' } },
      }),
      json({ data: { status: 'failed', current_step: 'campaign', api_result: '{"success":false}' } }),
    );
    expect(await orchestration.fetchStatus('m-1')).toEqual({
      status: 'completed',
      currentStep: 'api',
      progressPercentage: 100,
      stepProgress: { api: { status: 'completed' } },
    });
    expect(await orchestration.fetchStatus('m-1')).toEqual({
      status: 'failed',
      currentStep: 'campaign',
      apiResult: { success: false },
    });
  });

  it('fills the overview and the stats with empty values where the answer is silent', async () => {
    const { backend, orchestration } = setup();
    backend.answerNext(
      json({
        orchestrations: [
          { message_id: 'm-1', status: 'running', processing_steps: '["campaign"]', duration_minutes: '12' },
        ],
      }),
      json({ stats: { totalChats: 3, messagesPerAction: [{ action: 'fast-track', count: '2' }] } }),
    );
    expect(await orchestration.fetchOverview(ctx, { limit: 20, timeRange: '24h' })).toEqual({
      orchestrations: [
        {
          messageId: 'm-1',
          workflowType: '',
          isShellWorkflow: false,
          platform: '',
          status: 'running',
          progressPercentage: 0,
          processingSteps: ['campaign'],
          hasParallelProcessing: false,
          durationMinutes: 12,
          restartCount: 0,
          createdAt: '',
          updatedAt: '',
          isStuck: false,
        },
      ],
      summary: { activeStats: [], byTypeAndStatus: [] },
    });
    expect(await orchestration.fetchStats(ctx)).toEqual({
      totalChats: 3,
      totalMessages: 0,
      filesUploaded: 0,
      messagesPerAction: [{ action: 'fast-track', count: 2 }],
      recentActivity: [],
    });
  });

  it('reads the started orchestration and the file analysis', async () => {
    const { backend, orchestration } = setup();
    backend.answerNext(
      json({ success: true, data: { chatId: 'c-9', messageId: 'm-9' } }),
      json({
        analysis: { recommendedType: 'salesforce-orchestration', confidence: 0.8, reasoning: 'IO + brief' },
      }),
    );
    const started = await orchestration.start(ctx, {
      platform: 'dv360',
      campaignId: 'cmp-1',
      files: [],
      message: '',
      metadata: { campaignName: 'Spring' },
    });
    expect(started).toEqual({ chatId: 'c-9', messageId: 'm-9' });
    expect(
      await orchestration.analyzeFiles(ctx, {
        files: [],
        platform: 'dv360',
        context: { campaignName: 'Spring' },
      }),
    ).toEqual({ recommendedType: 'salesforce-orchestration', confidence: 0.8, reasoning: 'IO + brief' });
  });

  it('keeps a 404 on a status poll recognisable, so polling can tolerate it', async () => {
    const { backend, orchestration } = setup();
    backend.answerNext(json({ error: 'Not found' }, 404));
    await expect(
      orchestration.fetchChatOrchestrationStatus(ctx, 'fast-track', 'c', 'm'),
    ).rejects.toMatchObject({
      status: 404,
      kind: 'not-found',
    });
  });
});
