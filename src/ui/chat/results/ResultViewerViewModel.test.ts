import { describe, expect, it } from 'vitest';
import { resultInChat } from '../testing/results';
import { ResultViewerViewModel } from './ResultViewerViewModel';

async function viewerOf(result: Parameters<typeof resultInChat>[0] = {}) {
  const { thread } = await resultInChat(result);
  return { thread, viewer: new ResultViewerViewModel(thread, 'r-1') };
}

describe('ResultViewerViewModel', () => {
  it('offers Response and Validation for a result with validation data, whose table leaves it out', async () => {
    const { viewer } = await viewerOf();
    expect(viewer.tabs).toEqual(['Response', 'Validation']);
    expect(viewer.shown?.rows.map((row) => row.label)).toEqual(['campaign name']);
    expect(viewer.shown?.validation?.overallStatus).toBe('NEEDS_REVIEW');
  });

  it('heads a launch with its outcome and offers no tabs without validation data', async () => {
    const { viewer } = await viewerOf({ action: 'fb-api', jsonResponse: { success: true } });
    expect(viewer.shown?.heading?.text).toBe('Campaign created successfully. Details below:');
    expect(viewer.tabs).toEqual([]);
  });

  it('keeps the tab the user chose while the chat is open', async () => {
    const { thread, viewer } = await viewerOf();
    expect(viewer.activeTab).toBeUndefined();
    viewer.tabChosen('validation');
    expect(new ResultViewerViewModel(thread, 'r-1').activeTab).toBe('validation');
  });

  it('lists the header and every label and value of the table, nested ones too', async () => {
    const { viewer } = await viewerOf({
      action: 'fb-api',
      jsonResponse: { success: false, order: { advertiser: 'Acme' } },
    });
    expect(viewer.tableTexts).toEqual([
      'Campaign creation failed. Please check the details below and try again.',
      'success',
      'false',
      'order',
      '1 field',
      'advertiser',
      'Acme',
    ]);
  });
});
