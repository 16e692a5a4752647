import { ACTIONS } from './actions';
import { processCampaign } from './campaign-processor';
import type { BuildContext } from './context';
import type { AssistantResult } from './types';

/** Builds the finished result of a processing action. */
export type ActionBuilder = (context: BuildContext, subAction: string | undefined) => AssistantResult;

const BUILDERS: Readonly<Record<string, ActionBuilder>> = {
  [ACTIONS.campaignProcessor]: processCampaign,
};

export function builderFor(action: string): ActionBuilder {
  return BUILDERS[action] ?? genericResult;
}

function genericResult(_context: BuildContext, subAction: string | undefined): AssistantResult {
  return {
    status: 'completed',
    content: 'Operation completed successfully...',
    jsonResponse: { summary: 'The operation completed.', ...(subAction ? { platform: subAction } : {}) },
  };
}
