import { endpoint } from '../endpoint';

const inChat = '/api/chat/{chatId}/{messageId}';
const run = '/api/v2/orchestration/{messageId}';

/** Runs in the chat (spec 1 §7), the status page and the campaign page's runs (spec 2 §7). */
export const ORCHESTRATION = {
  fastTrackStatus: endpoint({ method: 'GET', path: `${inChat}/fast-track-status`, rule: 'run:see' }),
  stopFastTrack: endpoint({ method: 'POST', path: `${inChat}/stop-fast-track`, rule: 'run:stop' }),
  salesforceStatus: endpoint({
    method: 'GET',
    path: `${inChat}/salesforce-orchestration-status`,
    rule: 'run:see',
  }),
  stopSalesforce: endpoint({
    method: 'POST',
    path: `${inChat}/stop-salesforce-orchestration`,
    rule: 'run:stop',
  }),
  stats: endpoint({ method: 'GET', path: '/api/stats', rule: 'stats:see' }),
  overview: endpoint({ method: 'GET', path: '/api/orchestration/status', rule: 'run:list' }),
  start: endpoint({ method: 'POST', path: '/api/v2/orchestration', rule: 'campaign:run' }),
  runStatus: endpoint({ method: 'GET', path: `${run}/status`, rule: 'run:see' }),
  stopRun: endpoint({ method: 'POST', path: `${run}/stop`, rule: 'run:stop' }),
  messageStatus: endpoint({ method: 'GET', path: '/api/v2/message/{messageId}/status', rule: 'message:see' }),
  analyzeFiles: endpoint({
    method: 'POST',
    path: '/api/v2/orchestration/analyze-files',
    rule: 'campaign:analyse',
  }),
};
