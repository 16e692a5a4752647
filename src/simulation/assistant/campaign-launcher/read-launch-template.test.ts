import { describe, expect, it } from 'vitest';
import { readLaunchTemplate } from './read-launch-template';

describe('readLaunchTemplate', () => {
  it('takes platforms given as a list of settings objects', () => {
    const reading = readLaunchTemplate(
      JSON.stringify({
        campaign_name: 'Spring',
        platforms: [
          { platform: 'DV360', advertiser_id: '77', line_items: [{ name: 'Display', budget: 100 }] },
          { platform: 'Reddit', budget: 50 },
        ],
      }),
    );

    expect(reading?.platforms).toEqual(['dv360', 'reddit']);
    expect(reading?.blocks.dv360).toMatchObject({ advertiser_id: '77' });
    expect(reading?.lineItems).toEqual([{ platform: 'dv360', name: 'Display', budget: 100 }]);
    expect(reading?.platformBudgets).toEqual({ reddit: 50 });
  });

  it('finds settings grouped under platform_settings, and states nothing it was not given', () => {
    const reading = readLaunchTemplate(
      JSON.stringify({ platform_settings: { tiktok: { advertiser_id: '9' } } }),
    );

    expect(reading).toEqual({
      platforms: ['tiktok'],
      lineItems: [],
      blocks: { tiktok: { advertiser_id: '9' } },
      platformBudgets: {},
    });
  });

  it('is undefined for text that is not a JSON object', () => {
    expect(readLaunchTemplate('platform: dv360')).toBeUndefined();
    expect(readLaunchTemplate('[1, 2]')).toBeUndefined();
  });
});
