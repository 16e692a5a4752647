import * as z from 'zod/mini';
import { ORCHESTRATION_CALLS } from '../../../../contract/described/orchestration';
import { messageStatusAnswer } from '../../schemas/message';
import { fileAnalysisAnswer, startedOrchestrationAnswer } from '../../schemas/orchestration-start';
import { campaignOrchestrationStatusAnswer, chatOrchestrationStatusAnswer } from '../../schemas/run-status';
import { orchestrationOverviewAnswer, sessionStatsAnswer } from '../../schemas/status-page';
import { answered, type Operation } from '../operation';

const stopAnswer = z.looseObject({ success: z.boolean(), status: z.optional(z.literal('stopped')) });

/** Runs in the chat, the status page and the campaign page's runs (spec 1 §7, spec 2 §7). */
export const orchestrationOperations: Operation[] = answered(ORCHESTRATION_CALLS, {
  fastTrackStatus: chatOrchestrationStatusAnswer,
  stopFastTrack: stopAnswer,
  salesforceStatus: chatOrchestrationStatusAnswer,
  stopSalesforce: stopAnswer,
  stats: sessionStatsAnswer,
  overview: orchestrationOverviewAnswer,
  start: startedOrchestrationAnswer,
  runStatus: campaignOrchestrationStatusAnswer,
  stopRun: stopAnswer,
  messageStatus: messageStatusAnswer,
  analyzeFiles: fileAnalysisAnswer,
});
