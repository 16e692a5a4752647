/**
 * The prospect a salesperson shows the demo to (issue 29): the agency the demo data is made for,
 * the currency its amounts are in, and its brand in the app's header.
 */
export const PROSPECT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type ProspectCurrency = (typeof PROSPECT_CURRENCIES)[number];

export interface Prospect {
  name: string;
  currency: ProspectCurrency;
  /** `#rrggbb`, the header's accent. */
  accent?: string;
  /** A `data:` URL of a PNG, SVG or JPEG image. */
  logo?: string;
}

/**
 * What the app's header shows of the prospect: a demo backend's user answer carries it for the
 * users of the prospect's account; a real backend never sends one.
 */
export type ProspectBrand = Omit<Prospect, 'currency'>;

/** The demo's own agency, which every pack is written for. */
export const DEFAULT_PROSPECT: Prospect = { name: 'Acme Media', currency: 'USD' };

const ACCENT = /^#[0-9a-f]{6}$/i;

/** Whether a colour is one the backend takes as an accent. */
export function isAccent(colour: string): boolean {
  return ACCENT.test(colour);
}

const LOGO = /^data:image\/(png|svg\+xml|jpeg);base64,/;

/** Whether a logo is an image's data URL (shown as an <img>, where even an SVG runs no script). */
export function isLogo(logo: string): boolean {
  return LOGO.test(logo);
}
