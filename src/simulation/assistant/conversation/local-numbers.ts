import type { Language } from './language';

/** The locale whose separators each conversation language writes numbers with. */
const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

/**
 * Intl writes French groups with a narrow no-break space and the symbol after a no-break space;
 * answers use a plain space, as the hand-written French answers do, so what is read is what is
 * typed (and searched for).
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** An amount as the user's language writes it: "$10,000", "10 000 $", "10.000 $". */
export function moneyIn(language: Language, amount: number, currency = 'USD'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return plainSpaces(
    new Intl.NumberFormat(LOCALE[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount),
  );
}

/** A count as the user's language writes it: "1,000,000", "1 000 000", "1.000.000". */
export function numberIn(language: Language, value: number): string {
  return plainSpaces(new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(value));
}
