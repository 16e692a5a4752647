/** A launch template of the corpus and what reading it must give. */
export interface CorpusTemplate {
  name: string;
  style: string;
  json: unknown;
  expected: {
    platforms: string[];
    campaignName?: string;
    totalBudget?: number;
    flightStart?: string;
    flightEnd?: string;
    lineItems: { platform: string; name?: string; budget?: number }[];
    /** Ids the configuration must keep as given, by platform. */
    ids: Record<string, Record<string, string>>;
    /** Ids no file states, which the configuration must leave empty and mark missing, by platform. */
    missing?: Record<string, string[]>;
    issues: number;
  };
}

/** The first launch templates (issue 12): DV360, Meta and TikTok, The Trade Desk, Google Ads. */
export const LAUNCH_TEMPLATES_A: readonly CorpusTemplate[] = [
  {
    name: 'dv360-two-line-items.json',
    style: 'one platform as "platform": "dv360", line items at the top level (issue 12)',
    json: {
      template_name: 'Lakeshore DV360 Launch',
      advertiser: 'Lakeshore Credit Union',
      campaign_name: 'Spring Savings Push',
      platform: 'dv360',
      flight_start_date: '2027-03-01',
      flight_end_date: '2027-04-30',
      dv360: { advertiser_id: '4410293', insertion_order_name: 'LCU | Spring Savings | IO' },
      line_items: [
        { name: 'Programmatic Display', budget: 30000 },
        { name: 'Programmatic Native', budget: 18500 },
      ],
    },
    expected: {
      platforms: ['dv360'],
      campaignName: 'Spring Savings Push',
      totalBudget: 48500,
      flightStart: '2027-03-01',
      flightEnd: '2027-04-30',
      lineItems: [
        { platform: 'dv360', name: 'Programmatic Display', budget: 30000 },
        { platform: 'dv360', name: 'Programmatic Native', budget: 18500 },
      ],
      ids: { dv360: { advertiser_id: '4410293' } },
      issues: 0,
    },
  },
  {
    name: 'meta-tiktok-blocks.json',
    style: 'two platforms named as "Meta" and "TikTok", budgets inside each block',
    json: {
      name: 'Trail Season Social',
      campaign_name: 'Trail Season Kickoff',
      start_date: '03/01/2027',
      end_date: '04/30/2027',
      platforms: ['Meta', 'TikTok'],
      Meta: {
        ad_account_id: 'act_5551234567',
        lifetime_budget: 20000,
        ad_sets: [{ adset_name: 'Prospecting 18-34', budget: 20000 }],
      },
      TikTok: {
        advertiser_id: '7300000000001',
        budget: 15000,
        ad_groups: [{ adgroup_name: 'In-Feed Creators', budget: 15000 }],
      },
    },
    expected: {
      platforms: ['facebook', 'tiktok'],
      campaignName: 'Trail Season Kickoff',
      totalBudget: 35000,
      flightStart: '2027-03-01',
      flightEnd: '2027-04-30',
      lineItems: [
        { platform: 'facebook', name: 'Prospecting 18-34', budget: 20000 },
        { platform: 'tiktok', name: 'In-Feed Creators', budget: 15000 },
      ],
      ids: { facebook: { ad_account_id: 'act_5551234567' }, tiktok: { advertiser_id: '7300000000001' } },
      issues: 0,
    },
  },
  {
    name: 'ttd-nested-budgets.json',
    style: 'The Trade Desk spelled out, budgets as { amount }, campaigns as the item list',
    json: {
      advertiser_name: 'Atlas Fitness Clubs',
      campaign: 'New Year Resolution Drive',
      channels: ['The Trade Desk'],
      total_budget: { amount: 60000, currency: 'USD' },
      flight_start_date: '2027-01-04',
      flight_end_date: '2027-02-28',
      the_trade_desk: {
        advertiser_id: 'ttd-atl-0042',
        campaigns: [
          { campaign_name: 'Resolution Prospecting', budget: { amount: 36000 } },
          { campaign_name: 'Gym Intenders Retargeting', budget: { amount: 24000 } },
        ],
      },
    },
    expected: {
      platforms: ['ttd'],
      campaignName: 'New Year Resolution Drive',
      totalBudget: 60000,
      flightStart: '2027-01-04',
      flightEnd: '2027-02-28',
      lineItems: [
        { platform: 'ttd', name: 'Resolution Prospecting', budget: 36000 },
        { platform: 'ttd', name: 'Gym Intenders Retargeting', budget: 24000 },
      ],
      ids: { ttd: { advertiser_id: 'ttd-atl-0042' } },
      issues: 0,
    },
  },
  {
    name: 'google-ads-mixed.json',
    style: 'line items carrying their own platform names, one item over its flight',
    json: {
      campaign_name: 'Spring HVAC Tune-Up',
      flight_start_date: '2027-04-05',
      flight_end_date: '2027-06-27',
      budget: 64000,
      line_items: [
        { name: 'HVAC Keywords', platform: 'Google Ads Search', budget: 40000 },
        { name: 'Lead Gen', platform: 'Performance Max', budget: 24000, end_date: '2027-07-15' },
      ],
      google_ads_search: { customer_id: '123-456-7890' },
    },
    expected: {
      platforms: ['google-ads-search', 'google-ads-pmax'],
      campaignName: 'Spring HVAC Tune-Up',
      totalBudget: 64000,
      flightStart: '2027-04-05',
      flightEnd: '2027-06-27',
      lineItems: [
        { platform: 'google-ads-search', name: 'HVAC Keywords', budget: 40000 },
        { platform: 'google-ads-pmax', name: 'Lead Gen', budget: 24000 },
      ],
      ids: { 'google-ads-search': { customer_id: '123-456-7890' } },
      // "Lead Gen" ends Jul 15, after the template's flight.
      issues: 1,
    },
  },
];
