import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEP_IDS, workflowStepOfMessage, workflowStepText } from './workflow-steps';

describe('workflow steps (spec 1 §3)', () => {
  it('lists every step id of the spec once', () => {
    expect(new Set(WORKFLOW_STEP_IDS).size).toBe(WORKFLOW_STEP_IDS.length);
    for (const id of [
      'upload_an_insertion_order',
      'update_configuration_details',
      'create_the_campaign_google_pmax',
      'assign_creatives_reddit',
      'upload_creatives_madhive',
      'analyze_dv360',
      'optimize_ttd',
      'execute_optimization_reddit',
      'qa_dv360',
      'plan_dv360_campaign',
      'allocate_budget',
      'create_salesforce_opportunity',
      'copy_facebook_campaign',
      'enable_campaign_monitoring_amazon_dsp',
      'get_impression_reporting_gam',
      'generate_screenshots',
      'upload_a_media_plan',
      'process_media_briefs',
      'fast_track_google_display',
      'fast_track_shell_tiktok',
      'fast_track_salesforce_opportunity',
    ]) {
      expect(WORKFLOW_STEP_IDS).toContain(id);
    }
  });

  it('names every step in words, with the platform spelled out', () => {
    for (const id of WORKFLOW_STEP_IDS) {
      const text = workflowStepText(id);
      expect(text).not.toContain('_');
      expect(text).toMatch(/^[A-Z]/);
    }
    expect(workflowStepText('enable_campaign_monitoring_amazon_dsp')).toBe(
      'Enable campaign monitoring on Amazon DSP',
    );
    expect(workflowStepText('fast_track_shell_google_search')).toBe(
      'Fast track a campaign shell to Google Ads Search',
    );
    expect(workflowStepText('get_impression_reporting_gam')).toBe(
      'Get impression reporting from Google Ad Manager',
    );
  });

  it.each([
    ['campaign-processor', undefined, 'upload_an_insertion_order'],
    ['campaign-processor', 'media-plan', 'upload_a_media_plan'],
    ['campaign-augmentor', undefined, 'update_campaign_details'],
    ['creative-processor', undefined, 'process_creative_assets'],
    ['creative-augmentor', undefined, 'update_creative_details'],
    ['campaign-launcher', undefined, 'apply_launch_configuration'],
    ['launch-augmentor', undefined, 'update_configuration_details'],
    ['fb-api', 'facebook', 'create_the_campaign_facebook'],
    ['g-ads-api', 'google-ads-pmax', 'create_the_campaign_google_pmax'],
    ['youtube-dv360-api', undefined, 'create_the_campaign_dv360'],
    ['fb-api', 'enable_campaign_monitoring_facebook', 'enable_campaign_monitoring_facebook'],
    ['amazon-dsp-api', 'get_impression_reporting_amazon_dsp', 'get_impression_reporting_amazon_dsp'],
    ['fb-api', 'copy_facebook_campaign', 'copy_facebook_campaign'],
    ['assign-creatives', 'tiktok', 'assign_creatives_tiktok'],
    ['upload-creatives', 'google-ads-search', 'upload_creatives_google_search'],
    ['analyze-campaign', 'ttd', 'analyze_ttd'],
    ['optimize-campaign', 'dv360', 'optimize_dv360'],
    ['optimization-executor', 'reddit', 'execute_optimization_reddit'],
    ['qa-campaign', 'dv360', 'qa_dv360'],
    ['plan-campaign', 'dv360', 'plan_dv360_campaign'],
    ['allocate-budget', undefined, 'allocate_budget'],
    ['salesforce-api', undefined, 'create_salesforce_opportunity'],
    ['salesforce-orchestration', undefined, 'fast_track_salesforce_opportunity'],
    ['fast-track', 'youtube-dv360', 'fast_track_dv360'],
    ['fast-track-shell', 'google_display', 'fast_track_shell_google_display'],
    ['screenshot-builder', 'facebook', 'generate_screenshots'],
    ['media-brief-processor', undefined, 'process_media_briefs'],
    ['facebook-campaign-auditor', 'facebook', 'audit_campaign_facebook'],
    ['gam-campaign-auditor', 'gam', 'audit_campaign_gam'],
  ])('a %s message (%s) is the step %s', (action, subAction, step) => {
    expect(workflowStepOfMessage(action, subAction)).toBe(step);
    expect(WORKFLOW_STEP_IDS).toContain(step);
  });

  it('gives a plain answer no step', () => {
    expect(workflowStepOfMessage('ask-assistant')).toBeUndefined();
    expect(workflowStepOfMessage('general')).toBeUndefined();
    expect(workflowStepOfMessage(undefined)).toBeUndefined();
  });
});
