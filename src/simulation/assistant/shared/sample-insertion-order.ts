/**
 * The demo's sample insertion order, offered when a work request comes without one ("shall I use
 * the demo's sample IO?"): the text of `mock-server/fixtures/io-northwind-spring-trail.pdf` as the
 * backend reads it, so the sample reads exactly like the file a salesperson would drop.
 */
export const SAMPLE_INSERTION_ORDER = {
  name: 'io-northwind-spring-trail.pdf',
  text: [
    'INSERTION ORDER Bluefin Media Partners',
    'IO Number: NW-2027-0412',
    'Date Issued: November 18, 2026',
    'Advertiser: Northwind Outdoor Co.',
    'Agency: Bluefin Media Partners',
    'Campaign Name: Spring Trail Launch 2027',
    'Flight Dates: 01/11/2027 - 03/28/2027',
    'Total Budget: $180,000.00 USD',
    'Geo Targeting: Colorado; Utah; Washington; Oregon',
    'Target Audience: Adults 25-54, outdoor enthusiasts',
    'KPIs: CTR 0.35%; Viewability 70%; Video completion rate 75%',
    'Line Items',
    '# Line Item Platform Start End Impressions CPM Budget',
    '1 Spring Trail - Social Awareness Facebook 01/11/2027 03/28/2027 6,000,000 $10.00 $60,000.00',
    '2 Spring Trail - In-Feed Video TikTok 01/11/2027 03/28/2027 5,000,000 $8.00 $40,000.00',
    '3 Spring Trail - Programmatic Display DV360 01/11/2027 03/28/2027 7,000,000 $5.00 $35,000.00',
    '4 Spring Trail - CTV The Trade Desk 01/25/2027 03/28/2027 1,800,000 $25.00 $45,000.00',
    'Total 19,800,000 $180,000.00',
    'Terms',
    'Billing is net 30 from the end of each calendar month, based on the platform of record.',
    'Cancellation requires 14 days written notice. Creative is due 5 business days before launch.',
    'Third-party verification: IAS. Viewability measured to MRC standard.',
    'Contact: Jamie Rivera, jamie.rivera@bluefinmedia.com, (303) 555-0142',
    'Advertiser signature Agency signature',
    '',
    '-- 1 of 1 --',
    '',
    '',
  ].join('\n'),
} as const;
