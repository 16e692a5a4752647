import { describe, expect, it } from 'vitest';
import { CLEAN_IO, FLAWED_IO, pdfText } from '../testing/fixture-text';
import { extractInsertionOrder } from './io-extraction';

describe('extractInsertionOrder', () => {
  it('reads the header and every line item of the clean insertion order', async () => {
    const draft = extractInsertionOrder(await pdfText(CLEAN_IO));

    expect(draft).toMatchObject({
      ioNumber: 'NW-2027-0412',
      advertiser: 'Northwind Outdoor Co.',
      agency: 'Bluefin Media Partners',
      campaignName: 'Spring Trail Launch 2027',
      flightStart: '2027-01-11',
      flightEnd: '2027-03-28',
      totalBudget: 180000,
      currency: 'USD',
      geo: ['Colorado', 'Utah', 'Washington', 'Oregon'],
      audience: 'Adults 25-54, outdoor enthusiasts',
      contact: { name: 'Jamie Rivera', email: 'jamie.rivera@bluefinmedia.com', phone: '(303) 555-0142' },
    });
    expect(draft.kpis).toContainEqual({ kpi: 'CTR', target: '0.35%' });
    expect(draft.lineItems).toEqual([
      expect.objectContaining({
        name: 'Spring Trail - Social Awareness',
        platform: 'facebook',
        budget: 60000,
        cpm: 10,
        impressions: 6_000_000,
      }),
      expect.objectContaining({ name: 'Spring Trail - In-Feed Video', platform: 'tiktok', budget: 40000 }),
      expect.objectContaining({
        name: 'Spring Trail - Programmatic Display',
        platform: 'dv360',
        budget: 35000,
      }),
      expect.objectContaining({
        name: 'Spring Trail - CTV',
        platform: 'ttd',
        budget: 45000,
        startDate: '2027-01-25',
      }),
    ]);
  });

  it('reads the other layout: other labels, written-out dates, another column order', async () => {
    const draft = extractInsertionOrder(await pdfText(FLAWED_IO));

    expect(draft).toMatchObject({
      ioNumber: 'BW-7731',
      advertiser: 'Brightwater Beverages',
      agency: 'Northstar Collective',
      campaignName: 'Summer Splash 2027',
      flightStart: '2027-06-14',
      flightEnd: '2027-05-31',
      totalBudget: 240000,
      geo: ['Chicago', 'Detroit', 'Milwaukee'],
    });
    expect(draft.lineItems.map((item) => [item.platform, item.cpm, item.impressions, item.budget])).toEqual([
      ['facebook', 9.5, 8_000_000, 76000],
      ['tiktok', 7, 9_000_000, 63000],
      ['youtube-dv360', 15, 2_500_000, 45000],
      ['google-ads-search', 24, 1_000_000, 24000],
    ]);
  });

  it('separates several labels printed on one line', () => {
    const draft = extractInsertionOrder(
      'Client: Acme Foods Buying Agency: Kite & Key Agency\nCampaign Title: Crunch Time Start Date: 2027-02-01 End Date: 2027-03-01\nBudget: EUR 50k',
    );

    expect(draft).toMatchObject({
      advertiser: 'Acme Foods',
      agency: 'Kite & Key Agency',
      campaignName: 'Crunch Time',
      flightStart: '2027-02-01',
      flightEnd: '2027-03-01',
      totalBudget: 50000,
      currency: 'EUR',
    });
  });

  it('finds nothing in a text that is not an insertion order', () => {
    const draft = extractInsertionOrder('Please see the attached file. Thanks!');

    expect(draft.advertiser).toBeUndefined();
    expect(draft.totalBudget).toBeUndefined();
    expect(draft.lineItems).toEqual([]);
  });

  it('reads a media plan uploaded as CSV, telling budgets and CPMs from impressions by the header', () => {
    const csv = [
      'Advertiser,Velo City Bikes',
      'Flight,2027-04-01 - 2027-05-31',
      '',
      'Tactic,Channel,Budget,CPM,Impressions',
      '"Spring Rides, Prospecting",TikTok,"12,000",8,"1,500,000"',
      'Spring Rides Search,Google Ads,8000,20,400000',
    ].join('\n');

    const draft = extractInsertionOrder(csv);

    expect(draft).toMatchObject({
      advertiser: 'Velo City Bikes',
      flightStart: '2027-04-01',
      flightEnd: '2027-05-31',
    });
    expect(draft.lineItems).toEqual([
      expect.objectContaining({
        name: 'Spring Rides, Prospecting',
        platform: 'tiktok',
        budget: 12000,
        cpm: 8,
        impressions: 1_500_000,
      }),
      expect.objectContaining({
        name: 'Spring Rides Search',
        platform: 'google-ads-search',
        budget: 8000,
        cpm: 20,
        impressions: 400_000,
      }),
    ]);
  });
});
