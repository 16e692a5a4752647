import type { DemoData } from '../data/types';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The account's currency for what the assistant writes afresh: its `default-currency` setting
 * (a prospect's pack sets it), when that is a currency code; none otherwise (dollars).
 */
export function accountCurrencyOf(data: DemoData, accountId: string): { currency?: string } {
  const setting = data.accountSettings.find(
    (entry) => entry.account_id === accountId && entry.setting_key === 'default-currency',
  );
  const code = setting?.setting_value.trim().toUpperCase() ?? '';
  return CURRENCY_CODE.test(code) ? { currency: code } : {};
}
