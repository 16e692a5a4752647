/** The currencies a prospect may be shown in (issue 29). */
export const PROSPECT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type ProspectCurrency = (typeof PROSPECT_CURRENCIES)[number];

/** The company a demo is given for: its name replaces the demo agency, its currency every amount. */
export interface Prospect {
  name: string;
  currency: ProspectCurrency;
  /** `#rrggbb`, the header's accent. */
  accent?: string;
  /** A data URL of the prospect's logo. */
  logo?: string;
}

const ACCENT = /^#[0-9a-f]{6}$/i;

/** Whether a colour is one the backend takes as an accent. */
export function isAccent(colour: string): boolean {
  return ACCENT.test(colour);
}
