import { CHAT_RUN_ANSWER, MESSAGE_RESULT_ANSWER } from '../answers/chat';
import {
  CAMPAIGN_RUN_ANSWER,
  FILE_ANALYSIS_ANSWER,
  OVERVIEW_ANSWER,
  RUN_STARTED_ANSWER,
  SESSION_STATS_ANSWER,
  STOPPED_ANSWER,
} from '../answers/runs';
import { describeAll } from '../described';
import { ORCHESTRATION } from '../endpoints/orchestration';
import { actingBody, actingQuery } from '../requests/acting';
import {
  analyzeFilesBody,
  emptyBody,
  overviewQuery,
  startOrchestrationBody,
} from '../requests/orchestration';
import { SEED, SEED_UPLOAD } from './seed';

const chatSide = 'Orchestration in the chat';
const statusPage = 'Status page';
const campaignPage = 'Orchestration on the campaign page';

const fastTrack = { chatId: SEED.fastTrackChat, messageId: SEED.fastTrackMessage };
const salesforce = { chatId: SEED.salesforceChat, messageId: SEED.salesforceMessage };
const statusSummary = (name: string) =>
  `The progress of the ${name} run started by a message (spec 1 §3 "Orchestration status")`;

export const ORCHESTRATION_CALLS = describeAll(ORCHESTRATION, {
  fastTrackStatus: {
    answer: CHAT_RUN_ANSWER,
    tag: chatSide,
    summary: statusSummary('fast-track'),
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: fastTrack },
  },
  stopFastTrack: {
    answer: STOPPED_ANSWER,
    tag: chatSide,
    summary: 'Stops the fast-track run; 409 once it has finished',
    body: actingBody,
    errors: [400, 403, 404, 409],
    example: { params: fastTrack, body: {} },
  },
  salesforceStatus: {
    answer: CHAT_RUN_ANSWER,
    tag: chatSide,
    summary: statusSummary('Salesforce'),
    query: actingQuery,
    errors: [400, 403, 404],
    example: { params: salesforce },
  },
  stopSalesforce: {
    answer: STOPPED_ANSWER,
    tag: chatSide,
    summary: 'Stops the Salesforce run; 409 once it has finished',
    body: actingBody,
    errors: [400, 403, 404, 409],
    example: { params: salesforce, body: {} },
  },
  stats: {
    answer: SESSION_STATS_ANSWER,
    tag: statusPage,
    summary: "The acting user's own session statistics",
    query: actingQuery,
    errors: [400, 403],
  },
  overview: {
    answer: OVERVIEW_ANSWER,
    tag: statusPage,
    summary: "The acting account's runs of a time range, with counts by state",
    query: overviewQuery,
    errors: [400, 403],
    example: { query: { limit: '20', time_range: '24h' } },
  },
  start: {
    bodyAdditions: { files: [SEED_UPLOAD] },
    answer: RUN_STARTED_ANSWER,
    tag: campaignPage,
    summary: 'Starts a campaign’s run from its files',
    query: actingQuery,
    body: startOrchestrationBody,
    errors: [400, 403, 404, 409, 413],
    // The files are an upload of the caller's: whoever calls adds them.
    example: {
      body: {
        type: 'auto',
        platform: 'facebook',
        campaignId: SEED.campaign,
        message: 'Launch it',
        metadata: { campaignName: 'Spring Trail' },
      },
    },
  },
  runStatus: {
    answer: CAMPAIGN_RUN_ANSWER,
    tag: campaignPage,
    summary: 'The progress of a campaign’s run (spec 2 §3 "Orchestration status (campaign page)")',
    errors: [403, 404],
    example: { params: { messageId: SEED.fastTrackMessage } },
  },
  stopRun: {
    answer: STOPPED_ANSWER,
    tag: campaignPage,
    summary: 'Stops a campaign’s run; 409 once it has finished',
    body: emptyBody,
    errors: [403, 404, 409],
    example: { params: { messageId: SEED.fastTrackMessage }, body: {} },
  },
  messageStatus: {
    answer: MESSAGE_RESULT_ANSWER,
    tag: campaignPage,
    summary: 'The status of a run or of a creative assignment, and its result',
    errors: [403, 404],
    example: { params: { messageId: 'msg-seed-4-2' } },
  },
  analyzeFiles: {
    bodyAdditions: { files: [SEED_UPLOAD] },
    answer: FILE_ANALYSIS_ANSWER,
    tag: campaignPage,
    summary: 'Recommends the kind of run for a campaign’s files',
    body: analyzeFilesBody,
    errors: [400, 403, 413],
    // The files are an upload of the caller's: whoever calls adds them.
    example: { body: { platform: 'facebook', context: { campaignName: 'Spring Trail' } } },
  },
});
