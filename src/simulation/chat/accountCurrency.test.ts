import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { accountCurrencyOf } from './accountCurrency';

describe('accountCurrencyOf', () => {
  const data = buildSeed({ referenceTime: Date.parse('2026-11-23T09:00:00Z') });
  const setting = data.accountSettings.find((entry) => entry.setting_key === 'default-currency');
  if (!setting) throw new Error('The seed has lost its default currency');

  it("reads the account's default-currency setting", () => {
    setting.setting_value = 'eur';
    expect(accountCurrencyOf(data, setting.account_id)).toEqual({ currency: 'EUR' });
  });

  it('gives none for a setting that is not a currency code, or an account without one', () => {
    setting.setting_value = 'euros';
    expect(accountCurrencyOf(data, setting.account_id)).toEqual({});
    expect(accountCurrencyOf(data, 'acc-without-settings')).toEqual({});
  });
});
