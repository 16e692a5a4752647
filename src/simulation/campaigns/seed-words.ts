import { CAMPAIGN_DESTINATIONS } from '../../core/domain/campaigns/destinations';
/** Word lists of the generated folders and campaigns: no faker, so the in-page demo stays small. */
export const BRANDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Litware',
  'Proseware',
  'Adatum',
  'Woodgrove',
  'Lucerne',
  'Wingtip',
];
export const THEMES = [
  'Holiday Push',
  'Spring Launch',
  'Back to School',
  'Summer Sale',
  'Brand Awareness',
  'Retargeting',
  'Store Openings',
  'Product Drop',
  'Always On',
  'Clearance',
];
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** The destination ids of spec 2 §1, in the order seeded campaigns cycle through them. */
export const SEED_DESTINATIONS = CAMPAIGN_DESTINATIONS;
