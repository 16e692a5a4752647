import { describe, expect, it } from 'vitest';
import { moneyIn, numberIn } from './local-numbers';

describe('numbers and money in the user’s language', () => {
  it.each([
    ['en', '$10,000', '1,000,000', '$9.50'],
    ['fr', '10 000 $', '1 000 000', '9,50 $'],
    ['es', '10.000 $', '1.000.000', '9,50 $'],
  ] as const)('are written the %s way', (language, money, count, cpm) => {
    expect(moneyIn(language, 10000)).toBe(money);
    expect(numberIn(language, 1_000_000)).toBe(count);
    expect(moneyIn(language, 9.5)).toBe(cpm);
  });

  it('keeps a currency other than the dollar', () => {
    expect(moneyIn('fr', 12500, 'EUR')).toBe('12 500 €');
  });
});
