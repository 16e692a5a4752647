import { Handshake, Megaphone, Rocket } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { STEP_ID_PLATFORMS } from '../../core/domain/orchestration-run/spec-step-ids';
import { GENERIC_STEP_ICON, STEP_ICONS, stepIcon } from './step-icons';

/** Every workflow step id of spec 1 §3, by name. */
const perPlatform = (prefix: string, platforms: readonly string[] = STEP_ID_PLATFORMS) =>
  platforms.map((platform) => `${prefix}${platform}`);
const SPEC_STEP_IDS = [
  'upload_an_insertion_order',
  'update_campaign_details',
  'process_creative_assets',
  'update_creative_details',
  'apply_launch_configuration',
  'update_configuration_details',
  ...perPlatform('create_the_campaign_'),
  ...perPlatform('assign_creatives_'),
  ...perPlatform('upload_creatives_'),
  ...['analyze_', 'optimize_', 'execute_optimization_', 'qa_'].flatMap((prefix) =>
    perPlatform(prefix, ['dv360', 'ttd', 'reddit']),
  ),
  'plan_dv360_campaign',
  'allocate_budget',
  'create_salesforce_opportunity',
  'copy_facebook_campaign',
  ...perPlatform('enable_campaign_monitoring_', ['facebook', 'gam', 'tiktok', 'amazon_dsp']),
  ...perPlatform('get_impression_reporting_', ['facebook', 'gam', 'tiktok', 'amazon_dsp']),
  'generate_screenshots',
  'upload_a_media_plan',
  'process_media_briefs',
  ...perPlatform('fast_track_'),
  ...perPlatform('fast_track_shell_'),
  'fast_track_salesforce_opportunity',
];

describe('workflow step icons (spec 1 §3)', () => {
  it('names an icon for every step id of the spec', () => {
    expect(SPEC_STEP_IDS.filter((id) => !STEP_ICONS.has(id))).toEqual([]);
    expect(SPEC_STEP_IDS.filter((id) => stepIcon(id) === GENERIC_STEP_ICON)).toEqual([]);
  });

  it('gives a platform the spec does not list its family’s icon, and any other id the generic one', () => {
    expect(stepIcon('create_the_campaign_amazon_dsp')).toBe(Megaphone);
    expect(stepIcon('fast_track_shell_groundtruth')).toBe(Rocket);
    expect(stepIcon('fast_track_salesforce_opportunity')).toBe(Handshake);
    expect(stepIcon('something_new')).toBe(GENERIC_STEP_ICON);
  });
});
