import { Handshake, Megaphone, Rocket } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEP_IDS } from '../../core/domain/orchestration-run/workflow-steps';
import { GENERIC_STEP_ICON, STEP_ICONS, stepIcon } from './step-icons';

describe('workflow step icons (spec 1 §3)', () => {
  it('names an icon for every step id of the spec', () => {
    expect(WORKFLOW_STEP_IDS.filter((id) => !STEP_ICONS.has(id))).toEqual([]);
    expect(WORKFLOW_STEP_IDS.filter((id) => stepIcon(id) === GENERIC_STEP_ICON)).toEqual([]);
  });

  it('gives a platform the spec does not list its family’s icon, and any other id the generic one', () => {
    expect(stepIcon('create_the_campaign_amazon_dsp')).toBe(Megaphone);
    expect(stepIcon('fast_track_shell_groundtruth')).toBe(Rocket);
    expect(stepIcon('fast_track_salesforce_opportunity')).toBe(Handshake);
    expect(stepIcon('something_new')).toBe(GENERIC_STEP_ICON);
  });
});
