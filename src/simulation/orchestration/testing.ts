import type { DemoData } from '../data/types';
import type { RunInput, StepKey, StepOutcome, StepWorkers } from './types';

/** Workers that succeed with a note of what ran, or fail at `failAt` with `error`. */
export function scriptedWorkers(options: { failAt?: StepKey; error?: string } = {}): StepWorkers & {
  worked: { step: StepKey; at: number }[];
} {
  const worked: { step: StepKey; at: number }[] = [];
  return {
    worked,
    work(step, _run, at): StepOutcome {
      worked.push({ step, at });
      if (step === options.failAt) return { ok: false, error: options.error ?? `${step} failed` };
      return { ok: true, output: step === 'api' ? { success: true, campaign_id: 'c-1' } : { step } };
    },
    finalResult(run) {
      return run.status === 'completed'
        ? {
            content: 'Campaign created successfully. Details below:',
            jsonResponse: { api_result: run.outputs.api },
          }
        : { content: run.error ?? 'failed', jsonResponse: { success: false } };
    },
  };
}

export const EMPTY_INPUT: RunInput = {
  text: 'fast track this IO to DV360',
  attachments: [],
  documentText: {},
  references: [],
  enabledChannels: {},
  outagePlatforms: [],
};

/** Just enough stored data for the engine: a chat with one processing bot message. */
export function engineData(): DemoData {
  return {
    version: 3,
    sequence: 1000,
    users: [],
    accounts: [],
    accountUsers: [],
    roles: [],
    permissions: [],
    rolePermissions: [],
    allowedUsers: [],
    adminRecords: [],
    channelTypes: [],
    channelConfigs: [],
    accountChannels: [],
    accountSettings: [],
    auditTrail: [],
    chats: [],
    messages: [
      {
        id: 'msg-1',
        chat_id: 'chat-1',
        user_id: 'u-1',
        account_id: 'acc-1',
        type: 'bot',
        content: 'Starting the fast track…',
        timestamp: new Date(0).toISOString(),
        action: 'fast-track',
        status: 'processing',
      },
    ],
    runs: [],
    files: [],
    impersonations: [],
    personas: [],
  };
}
