import { describe, expect, it } from 'vitest';
import { budgetAnswer, priceOrTerm } from './budget-questions';

describe('budget and CPM questions, from the reports’ benchmark CPMs', () => {
  it('works out what an amount buys on a platform', () => {
    expect(budgetAnswer('how many impressions does $10,000 buy on TikTok?', 'en')).toBe(
      'At TikTok’s benchmark CPM of $10, $10,000 buys about 1,000,000 impressions.',
    );
    expect(budgetAnswer('and with 5k dollars on dv360?', 'en')).toContain(
      '$5,000 buys about 833,333 impressions',
    );
  });

  it('works out what a number of impressions costs', () => {
    expect(budgetAnswer('what do 2 million impressions cost on Reddit?', 'en')).toBe(
      '2,000,000 impressions on Reddit cost about $14,000 at its benchmark CPM of $7.',
    );
  });

  it('answers in French and Spanish, with amounts and counts written their way', () => {
    expect(budgetAnswer('combien d’impressions pour 10 000 $ sur TikTok ?', 'fr')).toBe(
      'Au CPM de référence de TikTok (10 $), 10 000 $ achète environ 1 000 000 impressions.',
    );
    expect(budgetAnswer('¿cuánto cuestan 500.000 impresiones en Facebook?', 'es')).toBe(
      '500.000 impresiones en Facebook cuestan unos 4500 $ con su CPM de referencia de 9 $.',
    );
    expect(budgetAnswer('¿cuántas impresiones compran 10.000 $ en TikTok?', 'es')).toBe(
      'Con el CPM de referencia de TikTok (10 $), 10.000 $ compran unas 1.000.000 impresiones.',
    );
  });

  it('lists the benchmarks when no platform is named', () => {
    expect(budgetAnswer('what are typical CPMs?', 'en')).toMatch(
      /^Benchmark CPMs in the demo’s reports: Facebook \$9, TikTok \$10, Google Ad Manager \$7\.50/,
    );
  });

  it('tells a price question from a definition by what it names', () => {
    expect(priceOrTerm('what CPM does TikTok have?')).toBe('budget');
    expect(priceOrTerm('what would 1M impressions cost?')).toBe('budget');
    expect(priceOrTerm('¿qué es el CPM?')).toBe('definition');
    expect(priceOrTerm('define CPM')).toBe('definition');
    expect(priceOrTerm('launch it on TikTok')).toBeUndefined();
  });
});
