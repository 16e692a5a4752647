import { describe, expect, it } from 'vitest';
import type { DemoFileMetadata as FileMetadata } from '../../data/file-metadata';
import type { PriorResult } from '../shared/assistant-contract';
import { routeMessage } from './route-message';

const pdf: FileMetadata = { name: 'Acme Q1 IO.pdf', type: 'application/pdf' };
const zip: FileMetadata = { name: 'banners.zip', type: 'application/zip' };
const image: FileMetadata = { name: 'hero_300x250.png', type: 'image/png' };
const plan: FileMetadata = { name: 'media-plan-q1.xlsx' };
const brief: FileMetadata = { name: 'Client media brief.docx' };
const template: FileMetadata = { name: 'launch-template.json', type: 'application/json' };
const launchResult: PriorResult = {
  messageId: 'm1',
  action: 'campaign-launcher',
  jsonResponse: { platforms: ['tiktok', 'facebook'] },
};

function route(text: string, attachments: FileMetadata[] = [], latestResult?: PriorResult) {
  const { action, subAction } = routeMessage({ text, attachments, references: [], latestResult });
  return subAction ? { action, subAction } : { action };
}

describe('routeMessage', () => {
  it.each([
    ['an insertion-order PDF', '', [pdf], { action: 'campaign-processor' }],
    [
      'a message about an insertion order',
      'Please process the insertion order for Acme',
      [],
      { action: 'campaign-processor' },
    ],
    ['a ZIP of creatives', 'here you go', [zip], { action: 'creative-processor' }],
    ['an image', '', [image], { action: 'creative-processor' }],
    ['a message about creatives', 'process the creatives', [], { action: 'creative-processor' }],
    ['a launch template', '', [template], { action: 'campaign-launcher' }],
    ['a launch configuration request', 'Build the launch configuration', [], { action: 'campaign-launcher' }],
    ['a media plan', 'our plan', [plan], { action: 'campaign-processor', subAction: 'media-plan' }],
    ['a media brief', '', [brief], { action: 'media-brief-processor' }],
    [
      'a platform creation',
      'Create the campaign on TikTok',
      [],
      { action: 'tiktok-api', subAction: 'tiktok' },
    ],
    ['a launch on a platform', 'launch on the trade desk', [], { action: 'ttd-api', subAction: 'ttd' }],
    ['a Meta launch', 'Please create the campaign on Meta', [], { action: 'fb-api', subAction: 'facebook' }],
    ['ad manager', 'create the campaign in Google Ad Manager', [], { action: 'gam-api', subAction: 'gam' }],
    [
      'performance max',
      'create it on google ads pmax',
      [],
      { action: 'g-ads-api', subAction: 'google-ads-pmax' },
    ],
    ['reddit', 'launch on reddit', [], { action: 'reddit-api', subAction: 'reddit' }],
    ['groundtruth', 'create the campaign on GroundTruth', [], { action: 'gt-api', subAction: 'groundtruth' }],
    ['madhive', 'create the campaign on madhive', [], { action: 'madhive-api', subAction: 'madhive' }],
    ['dv360', 'create the campaign on DV360', [], { action: 'dv360-api', subAction: 'dv360' }],
    ['a DV360 analysis', 'analyze my dv360 campaign', [], { action: 'analyze-campaign', subAction: 'dv360' }],
    [
      'a TTD analysis',
      'Analyse the Trade Desk campaign',
      [],
      { action: 'analyze-campaign', subAction: 'ttd' },
    ],
    [
      'a cross-platform analysis',
      'analyze performance across all platforms',
      [],
      { action: 'analyze-campaign', subAction: 'cross-platform' },
    ],
    ['a QA request', 'QA the campaign', [], { action: 'qa-campaign' }],
    ['an optimization run', 'execute the optimization', [], { action: 'optimization-executor' }],
    ['fast track', 'Fast track this to TikTok', [pdf], { action: 'fast-track', subAction: 'tiktok' }],
    ['an IO and a launch template to launch', 'launch it', [pdf, template], { action: 'fast-track' }],
    [
      'a Salesforce opportunity',
      'create the Salesforce opportunity',
      [],
      { action: 'salesforce-orchestration' },
    ],
    ['a question', 'What is a CPM?', [], { action: 'ask-assistant' }],
    ['a how question', 'how do I launch on facebook', [], { action: 'ask-assistant' }],
    ['a polite question', 'Can you tell me the budget?', [], { action: 'ask-assistant' }],
    ['a polite request for work', 'Could you process the creatives?', [], { action: 'creative-processor' }],
    [
      'a polite question about a concept',
      'Can you explain what an insertion order is?',
      [],
      { action: 'ask-assistant' },
    ],
    ['small talk', 'hello', [], { action: 'general' }],
  ])('sends %s to the right agent', (_case, text, attachments, expected) => {
    expect(route(text, attachments)).toEqual(expected);
  });

  it('launches on the platform of the latest launch configuration when told to "launch it"', () => {
    expect(route('Looks good, launch it', [], launchResult)).toEqual({
      action: 'tiktok-api',
      subAction: 'tiktok',
    });
  });

  it('QAs the campaign on the platform of the result it acts on', () => {
    const created: PriorResult = { messageId: 'm2', action: 'dv360-api', subAction: 'dv360' };

    expect(route('QA the campaign', [], created)).toEqual({ action: 'qa-campaign', subAction: 'dv360' });
  });

  it('lets an explicit request win over an attachment', () => {
    expect(route('Create the campaign on Reddit', [pdf])).toEqual({
      action: 'reddit-api',
      subAction: 'reddit',
    });
  });
});
