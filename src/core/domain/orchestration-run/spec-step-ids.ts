import type { WorkflowType } from '../orchestration';
import { workflowStepId } from './labels';
import type { StepKey } from './steps';

/** The platforms of the {platform} step ids of spec 1 §3 (listed with the steps' ids and texts). */
export { STEP_ID_PLATFORMS } from './step-platforms';

/**
 * The workflow step of spec 1 §3 that a run's step slot carries out: the IO, the creatives, the
 * launch configuration, then the platform's campaign (or the Salesforce opportunity).
 */
export function specStepIdOf(key: StepKey, workflow: WorkflowType, platform: string | undefined): string {
  switch (key) {
    case 'campaign':
      return 'upload_an_insertion_order';
    case 'creative':
      return 'process_creative_assets';
    case 'launcher':
      return 'apply_launch_configuration';
    default:
      if (workflow === 'salesforce-orchestration') return 'create_salesforce_opportunity';
      // fast_track_{platform} names the platform part the same way create_the_campaign_{platform} does.
      return `create_the_campaign_${workflowStepId('fast-track', platform).slice('fast_track_'.length)}`;
  }
}
