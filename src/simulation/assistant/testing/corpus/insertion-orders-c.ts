import type { CorpusDocument } from './expected-reading';

/**
 * Line items however they are laid out (issue 20): bullets and "label: amount" lines, US and
 * European figures and dates, names in the document's own words. Written for the corpus.
 */
export const INSERTION_ORDERS_C: readonly CorpusDocument[] = [
  {
    name: 'io-european-bullets.pdf',
    style: 'dotted dates, "45.000,00" without a currency sign, hyphen bullets "platform, tactic: amount"',
    pages: [
      [
        'INSERTION ORDER',
        'Advertiser: Kestrel Bikes GmbH',
        'Agency: Nordlicht Media',
        'Campaign: Autumn Commuter 2027',
        'Flight: 01.11.2027 - 31.12.2027',
        'Total budget: 75.000,00',
        'Currency: EUR',
        'Line items:',
        '- Google Ads Search, always-on: 45.000,00',
        '- Meta (Facebook & Instagram), prospecting: 30.000,00',
        'Contact: Lena Vogt, lena.vogt@nordlicht-media.de',
      ],
    ],
    expected: {
      advertiser: 'Kestrel Bikes GmbH',
      agency: 'Nordlicht Media',
      campaignName: 'Autumn Commuter 2027',
      flightStart: '2027-11-01',
      flightEnd: '2027-12-31',
      totalBudget: 75000,
      currency: 'EUR',
      contactName: 'Lena Vogt',
      contactEmail: 'lena.vogt@nordlicht-media.de',
      lineItems: [
        { name: 'Google Ads Search, always-on', platform: 'google-ads-search', budget: 45000 },
        { name: 'Meta (Facebook & Instagram), prospecting', platform: 'facebook', budget: 30000 },
      ],
      issues: 0,
    },
  },
  {
    name: 'io-label-amount-lines.pdf',
    style: '"Platform (formats): $amount" lines under a heading, no table, no bullets',
    pages: [
      [
        'Insertion Order - Harborview Aquarium',
        'Advertiser: Harborview Aquarium',
        'Campaign Name: Summer Nights 2027',
        'Flight Dates: June 1, 2027 - August 31, 2027',
        'Total Budget: $125,000',
        'Budget allocation',
        'YouTube via DV360 (bumper + skippable in-stream): $70,000',
        'Meta Advantage+ (Reels and Stories): $30,000',
        'Google Ads Search (brand terms): $25,000',
        'Approved by: Owen Castillo',
      ],
    ],
    expected: {
      advertiser: 'Harborview Aquarium',
      campaignName: 'Summer Nights 2027',
      flightStart: '2027-06-01',
      flightEnd: '2027-08-31',
      totalBudget: 125000,
      currency: 'USD',
      lineItems: [
        {
          name: 'YouTube via DV360 (bumper + skippable in-stream)',
          platform: 'youtube-dv360',
          budget: 70000,
        },
        { name: 'Meta Advantage+ (Reels and Stories)', platform: 'facebook', budget: 30000 },
        { name: 'Google Ads Search (brand terms)', platform: 'google-ads-search', budget: 25000 },
      ],
      issues: 0,
    },
  },
  {
    name: 'io-european-dated-bullets.pdf',
    style:
      'bullets with their own dotted date ranges, euros after the amount, day-first slashed header dates',
    pages: [
      [
        'Ordre d\u2019insertion / Insertion order',
        'Client: Maison Lumi\u00e8re',
        'Campaign: Printemps Lumi\u00e8re',
        'Start date: 15/03/2027',
        'End date: 30/04/2027',
        'Total budget: 48.000,00 \u20ac',
        '\u2022 TikTok TopView launch 15.03.2027 - 31.03.2027: 18.000,00 \u20ac',
        '\u2022 Amazon DSP retargeting 01.04.2027 - 30.04.2027: 12.500,00 \u20ac',
        '\u2022 The Trade Desk CTV 15.03.2027 - 30.04.2027: 17.500,00 \u20ac',
        'Contact: Camille Roux',
      ],
    ],
    expected: {
      advertiser: 'Maison Lumi\u00e8re',
      campaignName: 'Printemps Lumi\u00e8re',
      flightStart: '2027-03-15',
      flightEnd: '2027-04-30',
      totalBudget: 48000,
      currency: 'EUR',
      contactName: 'Camille Roux',
      lineItems: [
        {
          name: 'TikTok TopView launch',
          platform: 'tiktok',
          budget: 18000,
          startDate: '2027-03-15',
          endDate: '2027-03-31',
        },
        {
          name: 'Amazon DSP retargeting',
          platform: 'amazon_dsp',
          budget: 12500,
          startDate: '2027-04-01',
          endDate: '2027-04-30',
        },
        {
          name: 'The Trade Desk CTV',
          platform: 'ttd',
          budget: 17500,
          startDate: '2027-03-15',
          endDate: '2027-04-30',
        },
      ],
      issues: 0,
    },
  },
  {
    name: 'io-us-plain-amount-bullets.pdf',
    style: 'US figures without a dollar sign in bullets, a platform in the header for every item',
    pages: [
      [
        'INSERTION ORDER #RB-40712',
        'Advertiser: Redbud Credit Union',
        'Platform: Reddit',
        'Flight: 09/01/2027 - 10/31/2027',
        'Total budget: USD 24,000.00',
        'Placements',
        '* Community takeover r/personalfinance: 14,000.00',
        '* Conversation ads, homeowners: 10,000.00',
      ],
    ],
    expected: {
      ioNumber: 'RB-40712',
      advertiser: 'Redbud Credit Union',
      flightStart: '2027-09-01',
      flightEnd: '2027-10-31',
      totalBudget: 24000,
      currency: 'USD',
      lineItems: [
        { name: 'Community takeover r/personalfinance', platform: 'reddit', budget: 14000 },
        { name: 'Conversation ads, homeowners', platform: 'reddit', budget: 10000 },
      ],
      issues: 0,
    },
  },
];
