import { describe, expect, it } from 'vitest';
import { aCreationForm } from '../../testing/campaign-fixtures';
import {
  DEFAULT_LIST_STATE,
  listStateFromQuery,
  listStateToQuery,
  pageButtons,
  pageSizeChanged,
  searchChanged,
  sortToggled,
} from '../lists/paged-list-state';
import { activityBadge, creativesStatus } from './activity';
import {
  CREATION_TEXTS,
  type CreationFormState,
  creationProblem,
  creationSubmitDisabled,
  multiChannelPreselection,
} from './creation-rules';
import { creationSuccessText, readCreationSummary } from './creation-success';
import { enabledDestinations, parseMultiChannels, platformIdRuleFor } from './destinations';
import { humanSize, sizeInMb } from './file-size';
import {
  acceptedCreativeExtensions,
  creativeButtonLabel,
  creativeTypeChoices,
  startOrchestrationDisabled,
  startOrchestrationProblems,
} from './files-rules';
import {
  apiStepFailed,
  campaignProgressPercent,
  campaignStages,
  mayStopRun,
  overallIndicator,
  stoppedRun,
} from './orchestration-stages';
import { campaignStatusLabel } from './status-badge';

const form: CreationFormState = aCreationForm();

describe('creation rules (spec 2 §5)', () => {
  it.each([
    [{ hasAccount: false }, CREATION_TEXTS.noAccount],
    [{ mayCreate: false }, 'You do not have permission to create campaigns'],
    [{ folderId: '' }, 'Please fill in all required fields'],
    [{ name: '   ' }, 'Please fill in all required fields'],
    [{ destination: '' }, 'Please select a destination'],
    [{ multiChannel: true, destinations: [] }, 'Please select at least one destination'],
    [{ destination: 'dv360' }, 'Advertiser ID is required for this destination'],
    [{ destination: 'youtube-dv360' }, 'Advertiser ID is required for this destination'],
    [{ destination: 'ttd' }, 'Advertiser ID is required for this destination'],
    [{ destination: 'madhive' }, 'Advertiser ID is required for this destination'],
    [{ destination: 'groundtruth' }, 'Account ID is required for this destination'],
    [{ destination: 'reddit' }, 'Profile ID is required for Reddit campaigns'],
    [{ fileCount: 0 }, 'Please upload at least one file to create the campaign'],
    [{}, null],
    [{ destination: 'dv360', advertiserId: '42' }, null],
  ])('%o → %s', (change, text) => {
    expect(creationProblem({ ...form, ...change })).toBe(text);
  });

  it('disables submit while anything is missing or uploading', () => {
    expect(creationSubmitDisabled(form, false)).toBe(false);
    expect(creationSubmitDisabled(form, true)).toBe(true);
    expect(creationSubmitDisabled({ ...form, name: '' }, false)).toBe(true);
  });

  it('preselects a multi-platform template with at least two platforms in the setting', () => {
    const setting = parseMultiChannels(' facebook, dv360 ,tiktok,');
    expect(setting).toEqual(['facebook', 'dv360', 'tiktok']);
    expect(
      multiChannelPreselection({ isMultiPlatform: true, platforms: ['facebook', 'tiktok'] }, setting),
    ).toEqual(['facebook', 'tiktok']);
    expect(
      multiChannelPreselection({ isMultiPlatform: true, platforms: ['facebook', 'reddit'] }, setting),
    ).toBeNull();
    expect(
      multiChannelPreselection({ isMultiPlatform: false, platforms: ['facebook', 'tiktok'] }, setting),
    ).toBeNull();
  });

  it('names the platform id per destination and lists only enabled destinations', () => {
    expect(platformIdRuleFor('reddit')?.label).toBe('Profile ID');
    expect(platformIdRuleFor('facebook')).toBeNull();
    expect(enabledDestinations({ facebook: true, dv360: false, reddit: true, unknown: true })).toEqual([
      'facebook',
      'reddit',
    ]);
  });

  it('words the success texts of spec 2 §8', () => {
    const multi = readCreationSummary({
      multiPlatform: true,
      campaigns: [{ id: 'a' }, { id: 'b' }],
      orchestrations: [{ triggered: true }],
      summary: { total: 3, created: 2, failed: 1 },
    });
    expect(multi && creationSuccessText(multi)).toBe(
      'Successfully created 2 campaign(s) (1 failed) with orchestrations running',
    );
    const single = readCreationSummary({ id: 'c1', name: 'Holiday', orchestration: { triggered: true } });
    expect(single && creationSuccessText(single)).toBe(
      'Campaign "Holiday" created and orchestration started!',
    );
    const plain = readCreationSummary({ campaign: { id: 'c1', name: 'Holiday' } });
    expect(plain && creationSuccessText(plain)).toBe('Campaign "Holiday" created successfully!');
    expect(readCreationSummary('nonsense')).toBeNull();
  });
});

describe('list state (spec 2 §5, §9)', () => {
  it('toggles the sort on the same column, resets the page on sort, size and search', () => {
    const onPage3 = { ...DEFAULT_LIST_STATE, page: 3 };
    expect(sortToggled(onPage3, 'created_at')).toMatchObject({
      sortBy: 'created_at',
      sortOrder: 'asc',
      page: 1,
    });
    expect(sortToggled(onPage3, 'name')).toMatchObject({ sortBy: 'name', sortOrder: 'asc', page: 1 });
    expect(pageSizeChanged(onPage3, 25)).toMatchObject({ pageSize: 25, page: 1 });
    expect(pageSizeChanged(onPage3, 7).pageSize).toBe(10);
    expect(searchChanged(onPage3, 'x')).toMatchObject({ search: 'x', page: 1 });
  });

  it('shows at most five page buttons around the current page', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 100)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(50, 100)).toEqual([48, 49, 50, 51, 52]);
    expect(pageButtons(100, 100)).toEqual([96, 97, 98, 99, 100]);
  });

  it('round-trips the address and ignores nonsense', () => {
    const state = { page: 4, pageSize: 25, sortBy: 'name', sortOrder: 'asc' as const, search: 'q4' };
    const query = listStateToQuery(state);
    expect(query).toEqual({ page: '4', size: '25', sort: 'name:asc', q: 'q4' });
    expect(listStateFromQuery(query, ['name', 'created_at'])).toEqual(state);
    expect(listStateFromQuery({ page: '-2', size: '9', sort: 'secret:up' }, ['name', 'created_at'])).toEqual(
      DEFAULT_LIST_STATE,
    );
  });
});

describe('badges, sizes and creatives (spec 2 §4.2, §5, §9)', () => {
  it.each([
    [undefined, 'Draft'],
    ['draft', 'Draft'],
    ['awaiting_creatives', 'Awaiting Creatives'],
    ['ready_to_launch', 'Ready to Launch'],
    ['awaiting_download', 'Awaiting Download'],
    ['live', 'Live'],
    ['processing', 'Processing'],
    ['failed', 'Failed'],
  ])('status %s → %s', (status, label) => {
    expect(campaignStatusLabel(status)).toBe(label);
  });

  it('formats sizes', () => {
    expect(sizeInMb(1_572_864)).toBe('1.50 MB');
    expect(humanSize(512)).toBe('512 Bytes');
    expect(humanSize(2048)).toBe('2 KB');
    expect(humanSize(3.5 * 1024 ** 3)).toBe('3.5 GB');
    expect(humanSize(undefined)).toBe('0 Bytes');
  });

  it('accepts creatives per destination and type', () => {
    expect(acceptedCreativeExtensions('dv360', 'hosted-native')).toEqual(['.zip']);
    expect(acceptedCreativeExtensions('facebook')).toEqual(['.zip']);
    expect(acceptedCreativeExtensions('reddit')).toEqual(['.zip']);
    expect(acceptedCreativeExtensions('ttd')).toEqual(['.xlsx', '.xls', '.xlsm', '.txt']);
    expect(acceptedCreativeExtensions('tiktok')).toEqual(['.xlsx', '.xls', '.xlsm']);
    expect(creativeTypeChoices('dv360').map((c) => c.label)).toEqual(['Display Video', 'Hosted Native']);
    expect(creativeTypeChoices('google-ads-pmax')).toEqual([]);
    expect(creativeButtonLabel('completed')).toBe('Upload more');
    expect(creativeButtonLabel('timeout')).toBe('Retry upload');
    expect(creativeButtonLabel(undefined)).toBe('Upload creatives');
  });

  it('needs a PDF and a JSON launch template to start', () => {
    expect(startOrchestrationProblems([{ name: 'io.PDF' }, { name: 'my_launch_template.txt' }])).toEqual([]);
    expect(startOrchestrationProblems([{ name: 'creatives.zip' }])).toEqual([
      'PDF file is required (Insertion Order)',
      'JSON file is required (Launch Template)',
    ]);
    expect(startOrchestrationDisabled([], false)).toBe(true);
    expect(startOrchestrationDisabled([{ name: 'a.pdf' }, { name: 'b.json' }], true)).toBe(true);
    expect(startOrchestrationDisabled([{ name: 'a.pdf' }, { name: 'b.json' }], false)).toBe(false);
  });
});

describe('the run on the campaign page (spec 2 §4.3)', () => {
  const run = (
    status: string,
    steps: Record<string, string>,
    progress = 40,
    currentStep = 'launcher-processing',
  ) => ({
    status,
    currentStep,
    progressPercentage: progress,
    stepProgress: Object.fromEntries(Object.entries(steps).map(([key, value]) => [key, { status: value }])),
  });

  it('maps steps to the four stages, DOWNLOADING for youtube-dv360', () => {
    const stages = campaignStages(
      run('processing', {
        campaign: 'completed',
        launcher: 'processing',
        api: 'failed',
        uploadCreatives: 'stopped',
      }),
      'youtube-dv360',
    );
    expect(stages.map((s) => `${s.label}:${s.state}`)).toEqual([
      'PROCESSING:completed',
      'CONFIGURING:processing',
      'CALLING API:error',
      'DOWNLOADING:stopped',
    ]);
    expect(campaignStages(null, 'facebook').map((s) => s.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('completes the DOWNLOADING stage of a youtube-dv360 campaign once its SDF files are downloaded', () => {
    const done = run('completed', { campaign: 'completed', launcher: 'completed', api: 'completed' });
    const last = (download: { campaignStatus?: string; downloading?: boolean }) =>
      campaignStages(done, 'youtube-dv360', undefined, download).at(-1);

    expect(last({ campaignStatus: 'awaiting_download' })).toMatchObject({
      label: 'DOWNLOADING',
      state: 'pending',
    });
    expect(last({ campaignStatus: 'awaiting_download', downloading: true })?.state).toBe('processing');
    expect(last({ campaignStatus: 'ready_to_launch' })?.state).toBe('completed');
    expect(
      campaignStages(done, 'facebook', undefined, { campaignStatus: 'ready_to_launch' }).at(-1)?.state,
    ).toBe('pending');
  });

  it('caps progress at 75 while creatives are skipped, until they are assigned', () => {
    const shell = run('completed', { creative: 'skipped' }, 90);
    expect(campaignProgressPercent(shell)).toBe(75);
    expect(campaignProgressPercent(shell, 'completed')).toBe(100);
    expect(campaignProgressPercent(run('processing', { creative: 'completed' }, 90))).toBe(90);
  });

  it('lets the assign-creatives message drive the progress: 100, 50, or 0 when it failed or timed out', () => {
    const shell = run('completed', { creative: 'skipped' }, 75);
    expect(
      ['completed', 'processing', 'failed', 'timeout'].map((status) =>
        campaignProgressPercent(shell, status),
      ),
    ).toEqual([100, 50, 0, 0]);
  });

  it('says Complete, Stopped, Timed Out, Failed or the percent', () => {
    expect(
      ['completed', 'stopped', 'timeout', 'failed', 'processing'].map((s) =>
        overallIndicator(run(s, {}), 40),
      ),
    ).toEqual(['Complete', 'Stopped', 'Timed Out', 'Failed', '40%']);
  });

  it('shows Stop only while processing and not while creatives are uploaded or assigned', () => {
    expect(mayStopRun(run('processing', {}))).toBe(true);
    expect(mayStopRun(run('processing', {}, 40, 'assign-creatives'))).toBe(false);
    expect(mayStopRun(run('completed', {}))).toBe(false);
  });

  it('stops every processing step and sees an API failure', () => {
    const stopped = stoppedRun(run('processing', { campaign: 'completed', launcher: 'processing' }));
    expect(stopped.status).toBe('stopped');
    expect(stopped.stepProgress?.launcher?.status).toBe('stopped');
    expect(apiStepFailed(run('failed', { api: 'failed' }))).toBe(true);
    expect(apiStepFailed({ status: 'completed', apiResult: { success: false } })).toBe(true);
  });

  it('badges activity and follows the success flag for fast-track entries', () => {
    expect(activityBadge({ type: 'upload-creatives', status: 'processing' })).toBe('In Progress');
    expect(
      activityBadge({
        type: 'fast-track',
        status: 'completed',
        result: { api_result: { success: false } },
      }),
    ).toBe('Failed');
    expect(activityBadge({ type: 'assign-creatives', status: 'error' })).toBe('Error');
    expect(activityBadge({ type: 'assign-creatives' })).toBe('Pending');
    expect(
      creativesStatus([
        {
          messageId: '1',
          chatId: 'c',
          type: 'upload-creatives',
          status: 'completed',
          timestamp: '2026-01-02',
        },
        {
          messageId: '2',
          chatId: 'c',
          type: 'assign-creatives',
          status: 'processing',
          timestamp: '2026-01-01',
        },
      ]),
    ).toBe('processing');
  });
});
