/** Amounts as insertion orders write them ("$1,250,000.00", "USD 50k", "€12.5K") and as replies show them. */

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** A number written with separators and an optional k/m suffix; undefined when there is none. */
export function parseAmount(text: string): number | undefined {
  const match = /(-?\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|million|thousand)?\b/i.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(/,/g, ''));
  if (Number.isNaN(value)) return undefined;
  const suffix = (match[2] ?? '').toLowerCase();
  if (suffix === 'k' || suffix === 'thousand') return value * 1_000;
  if (suffix === 'm' || suffix === 'mm' || suffix === 'million') return value * 1_000_000;
  return value;
}

/** The currency a text names, by code or symbol. */
export function detectCurrency(text: string): string | undefined {
  const code = /\b(USD|EUR|GBP|CAD|AUD)\b/.exec(text);
  if (code?.[1]) return code[1];
  const symbol = /[$€£]/.exec(text);
  return symbol ? CURRENCY_SYMBOLS[symbol[0]] : undefined;
}

/** The sign an amount in the currency is written with in English ("$", "€", "CA$"). */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

export function formatMoney(amount: number, currency = 'USD'): string {
  try {
    // Whole amounts read better without cents ("$60,000"); a CPM keeps them ("$9.50").
    const fractionDigits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  } catch {
    return `${currency} ${formatNumber(amount)}`;
  }
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

/** Rounds to cents, so sums of budgets compare without floating-point noise. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * A number as a document writes it: "48,500.00", "1,250,000", and in European documents
 * "75.000,00" or "6,50". The last separator is the decimal mark when two kinds appear or when
 * fewer or more than three digits follow it; otherwise separators group thousands.
 */
export function parseDocumentNumber(written: string): number | undefined {
  const digits = written.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(digits) || /[.,]$/.test(digits)) return undefined;
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const fraction = last >= 0 ? digits.slice(last + 1) : '';
  const kinds = new Set(digits.replace(/\d/g, '')).size;
  const isDecimal = last >= 0 && (kinds === 2 || fraction.length !== 3);
  const whole = (isDecimal ? digits.slice(0, last) : digits).replace(/[.,]/g, '');
  const value = Number(isDecimal ? `${whole}.${fraction}` : whole);
  return Number.isFinite(value) ? value : undefined;
}
