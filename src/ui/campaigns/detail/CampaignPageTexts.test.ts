import { describe, expect, it } from 'vitest';
import { aCampaign } from '../../../core/testing/builders';
import { type CampaignPageState, CampaignPageTexts } from './CampaignPageTexts';

const campaign = aCampaign({ name: 'Spring Trail', folderName: 'Q2' });

function textsOf(state: Partial<CampaignPageState>): string[] {
  return textsFor(state).shown;
}

function textsFor(state: Partial<CampaignPageState>): CampaignPageTexts {
  return new CampaignPageTexts({
    loading: false,
    problem: null,
    campaign,
    run: null,
    messages: [],
    activityAsked: true,
    mayWrite: true,
    pollingOrphaned: false,
    startProblems: [],
    startDisabled: false,
    ...state,
  });
}

describe('CampaignPageTexts', () => {
  it('says the campaign is loading until it shows, not while it is read again', () => {
    expect(textsOf({ loading: true, campaign: null })).toEqual(['Loading campaign...']);
    expect(textsOf({ loading: true })).not.toContain('Loading campaign...');
  });

  it('says the activity is loading until it was asked for, then that there is none', () => {
    expect(textsFor({ activityAsked: false }).activityNotice).toBe('Loading activity...');
    expect(textsFor({}).activityNotice).toBe('No activity found for this campaign.');
    expect(textsFor({ campaign: null, activityAsked: false }).activityNotice).toBeNull();
  });

  it('asks for the start files, with the hint, before any run', () => {
    expect(
      textsOf({ startProblems: ['PDF file is required (Insertion Order)'], startDisabled: true }),
    ).toEqual(['Folder: Q2', 'PDF file is required (Insertion Order)', 'PDF and JSON files are required']);
  });

  it('says the campaign is read-only, without the start panel, to those who may not change it', () => {
    expect(textsOf({ mayWrite: false, startProblems: ['x'], startDisabled: true })).toEqual([
      'Folder: Q2',
      'You can view this campaign but not change it.',
    ]);
  });

  it('answers a run with the bot line and words a timed-out or failed one', () => {
    expect(textsOf({ run: { status: 'timeout' }, startDisabled: true })).toEqual([
      'Folder: Q2',
      'Sure. Processing campaign now.',
      'Operation timeout',
    ]);
    expect(textsOf({ run: { status: 'failed' } })).toContain('Operation failed');
  });

  it("shows the campaign's description under its name, and nothing for a blank one", () => {
    const described = aCampaign({
      folderName: 'Q2',
      description: 'Trail campaign for Contoso Outdoor: budget €25,000',
    });
    expect(textsOf({ campaign: described, startDisabled: false })).toEqual([
      'Trail campaign for Contoso Outdoor: budget €25,000',
      'Folder: Q2',
    ]);
    expect(textsOf({ campaign: aCampaign({ folderName: 'Q2', description: '  ' }) })).toEqual(['Folder: Q2']);
  });

  it('says when polling was given up', () => {
    expect(textsOf({ run: { status: 'processing' }, pollingOrphaned: true })).toEqual([
      'Folder: Q2',
      'Sure. Processing campaign now.',
      'Operation timeout',
    ]);
  });

  it('heads a campaign that cannot be read, and shows nothing of the campaign', () => {
    const problem = { text: 'Failed to load campaign details', retry: true };
    expect(textsOf({ problem })).toEqual(['Unable to load campaign information']);
    expect(textsOf({ problem: { ...problem, title: 'Campaign Not Found' } })).toEqual(['Campaign Not Found']);
  });

  it('writes a dash for a campaign in no folder', () => {
    expect(textsOf({ campaign: aCampaign({ folderName: '' }) })[0]).toBe('Folder: —');
  });
});
