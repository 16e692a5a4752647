/** Orchestration workflows shown with a progress bar in the chat (spec 2 §2.1, §4.1). */
export type WorkflowKind = 'fast-track' | 'fast-track-shell' | 'salesforce-orchestration';

export function workflowOf(action: string | undefined): WorkflowKind | null {
  if (action === 'fast-track' || action === 'fast-track-shell' || action === 'salesforce-orchestration') {
    return action;
  }
  return null;
}

export const isFastTrack = (action: string | undefined) => {
  const kind = workflowOf(action);
  return kind === 'fast-track' || kind === 'fast-track-shell';
};

export const isSalesforce = (action: string | undefined) => workflowOf(action) === 'salesforce-orchestration';
