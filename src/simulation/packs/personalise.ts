import { DEFAULT_PROSPECT, type Prospect } from '../../core/domain/demo/prospect';
import type { DemoData } from '../data/types';
import { ACCOUNT_IDS } from '../seed/personas';
import { PROSPECT_SETTING_KEYS } from '../users/accountProspect';

/** "€", "£", "CA$", "A$": the symbol the assistant's replies write amounts with (formatMoney). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

function rewriter(prospect: Prospect): (text: string) => string {
  const symbol = currencySymbol(prospect.currency);
  return (text) =>
    text
      .replaceAll(DEFAULT_PROSPECT.name, prospect.name)
      // "$60,000" and "USD 120,000", never the "$1" of a pattern or a word holding "USD".
      .replace(/(?<![\w$])\$(?=\d)/g, symbol)
      .replace(/\bUSD\b/g, prospect.currency);
}

/** Every string of a JSON value rewritten, walked with a stack: a Scale chat holds 10,000 messages. */
function rewriteStrings(root: Record<string, unknown>, rewrite: (text: string) => string): void {
  const pending: (Record<string, unknown> | unknown[])[] = [root];
  for (let holder = pending.pop(); holder; holder = pending.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(holder)
      ? holder.map((value, index) => [index, value])
      : Object.entries(holder);
    for (const [key, value] of entries) {
      if (typeof value === 'string') (holder as Record<string | number, unknown>)[key] = rewrite(value);
      else if (typeof value === 'object' && value !== null) pending.push(value as Record<string, unknown>);
    }
  }
}

/** The demo agency's account stands for the prospect: its settings name it, for the app's header. */
function brandTheAgency(data: DemoData, prospect: Prospect): void {
  const { name, accent, logo } = prospect;
  if (name === DEFAULT_PROSPECT.name && !accent && !logo) return;
  const account = data.accounts.find((candidate) => candidate.id === ACCOUNT_IDS.acme);
  if (!account) return;
  const settings: [key: string, value: string | undefined][] = [
    [PROSPECT_SETTING_KEYS.name, name],
    [PROSPECT_SETTING_KEYS.accent, accent],
    [PROSPECT_SETTING_KEYS.logo, logo],
  ];
  for (const [key, value] of settings) {
    if (!value) continue;
    data.accountSettings.push({
      id: `set-acme-${key}`,
      account_id: account.id,
      setting_key: key,
      setting_value: value,
      created_at: account.created_at,
      updated_at: account.created_at,
    });
  }
}

/**
 * Makes a built pack the prospect's: its name where the demo agency's ("Acme Media") was, in
 * accounts, personas, chats, campaigns, folders and runs, and its currency where the pack's
 * dollars were (amounts keep their figures: the story is the same, told in euros). Every pack is
 * written once, for the demo agency; this pass over the built data is what makes it anyone's.
 */
export function personalise(data: DemoData, prospect: Prospect): void {
  rewriteStrings(data as unknown as Record<string, unknown>, rewriter(prospect));
  brandTheAgency(data, prospect);
  data.prospect = prospect;
}
