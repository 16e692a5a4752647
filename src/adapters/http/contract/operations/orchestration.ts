import * as z from 'zod/mini';
import { actingBody, actingQuery } from '../../../../contract/requests/acting';
import {
  analyzeFilesBody,
  emptyBody,
  overviewQuery,
  startOrchestrationBody,
} from '../../../../contract/requests/orchestration';
import { messageStatusAnswer } from '../../schemas/message';
import { fileAnalysisAnswer, startedOrchestrationAnswer } from '../../schemas/orchestration-start';
import { campaignOrchestrationStatusAnswer, chatOrchestrationStatusAnswer } from '../../schemas/run-status';
import { orchestrationOverviewAnswer, sessionStatsAnswer } from '../../schemas/status-page';
import type { Operation } from '../operation';

const chatSide = 'Orchestration in the chat';
const statusPage = 'Status page';
const campaignPage = 'Orchestration on the campaign page';

const stopAnswer = z.looseObject({ success: z.boolean(), status: z.optional(z.literal('stopped')) });

function chatRun(kind: 'fast-track' | 'salesforce-orchestration', name: string): Operation[] {
  return [
    {
      method: 'GET',
      path: `/api/chat/{chatId}/{messageId}/${kind}-status`,
      summary: `The progress of the ${name} run started by a message (spec 1 §3 "Orchestration status")`,
      tag: chatSide,
      query: actingQuery,
      answer: chatOrchestrationStatusAnswer,
      errors: [400, 403, 404],
    },
    {
      method: 'POST',
      path: `/api/chat/{chatId}/{messageId}/stop-${kind}`,
      summary: `Stops the ${name} run; 409 once it has finished`,
      tag: chatSide,
      body: actingBody,
      answer: stopAnswer,
      errors: [400, 403, 404, 409],
    },
  ];
}

/** Runs in the chat, the status page and the campaign page's runs (spec 1 §7, spec 2 §7). */
export const orchestrationOperations: Operation[] = [
  ...chatRun('fast-track', 'fast-track'),
  ...chatRun('salesforce-orchestration', 'Salesforce'),
  {
    method: 'GET',
    path: '/api/stats',
    summary: "The acting user's own session statistics",
    tag: statusPage,
    query: actingQuery,
    answer: sessionStatsAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/orchestration/status',
    summary: "The acting account's runs of a time range, with counts by state",
    tag: statusPage,
    query: overviewQuery,
    answer: orchestrationOverviewAnswer,
    errors: [400, 403],
  },
  {
    method: 'POST',
    path: '/api/v2/orchestration',
    summary: 'Starts a campaign’s run from its files',
    tag: campaignPage,
    query: actingQuery,
    body: startOrchestrationBody,
    answer: startedOrchestrationAnswer,
    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'GET',
    path: '/api/v2/orchestration/{messageId}/status',
    summary: 'The progress of a campaign’s run (spec 2 §3 "Orchestration status (campaign page)")',
    tag: campaignPage,
    answer: campaignOrchestrationStatusAnswer,
    errors: [403, 404],
  },
  {
    method: 'POST',
    path: '/api/v2/orchestration/{messageId}/stop',
    summary: 'Stops a campaign’s run; 409 once it has finished',
    tag: campaignPage,
    body: emptyBody,
    answer: stopAnswer,
    errors: [403, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/v2/message/{messageId}/status',
    summary: 'The status of a run or of a creative assignment, and its result',
    tag: campaignPage,
    answer: messageStatusAnswer,
    errors: [403, 404],
  },
  {
    method: 'POST',
    path: '/api/v2/orchestration/analyze-files',
    summary: 'Recommends the kind of run for a campaign’s files',
    tag: campaignPage,
    body: analyzeFilesBody,
    answer: fileAnalysisAnswer,
    errors: [400, 403, 413],
  },
];
