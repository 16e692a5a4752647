import { BENCHMARK_CPM, benchmarkCpm } from '../shared/cpm-benchmarks';
import { parseDocumentNumber } from '../shared/money-amounts';
import { labelOf, platformMentioned } from '../shared/platform-catalog';
import type { Language } from './language';
import { moneyIn, numberIn } from './local-numbers';

const NUMBER = String.raw`(\d(?:[\d.,\s]*\d)?)`;
const SCALE = String.raw`\s*(k|m|mm|million|millions|millón|millones|mil)?`;
/** "$10,000", "$10k", "10 000 €", "10.000 dólares". */
const MONEY = new RegExp(
  String.raw`[$€£]\s?${NUMBER}${SCALE}\b|${NUMBER}${SCALE}\s*(?:[$€£]|dollars?|euros?|usd|eur|d[oó]lares)`,
  'i',
);
/** "1M impressions", "1 million d’impressions", "500.000 impresiones". */
const IMPRESSIONS = new RegExp(
  String.raw`${NUMBER}${SCALE}\s*(?:d['’]\s*|de\s+)?(?:impressions?|impresiones|imps?)\b`,
  'i',
);

/** "CPM", "impressions", "cost per thousand": what a budget question is about. */
const PRICE_WORDS = /\b(cpms?|impressions?|impresiones|per (?:1,?000|thousand)|par mille|por mil)\b/i;
const DEFINING =
  /\b(define|definition|mean|stand for|what(?:'s| is) (?:a |the )?cpm\b\s*\??$|explain|qu.est-ce|veut dire|signifie|qu[eé] es|significa)\b/i;

/**
 * What a message about CPMs or impressions asks, told by its entities where the classifier mixes
 * the two up: with a platform, an amount or in the plural ("what CPM does TikTok have?", "what
 * would 1M impressions on DV360 cost?", "what are typical CPMs?") a price; worded as a definition
 * with none of those ("¿qué es el CPM?") the term. Undefined leaves the message to the classifier.
 */
export function priceOrTerm(text: string): 'budget' | 'definition' | undefined {
  if (!PRICE_WORDS.test(text)) return undefined;
  const specific =
    platformMentioned(text) !== undefined ||
    MONEY.test(text) ||
    IMPRESSIONS.test(text) ||
    /\bcpms\b/i.test(text);
  if (DEFINING.test(text)) return specific ? undefined : 'definition';
  return specific ? 'budget' : undefined;
}

const WORDS = {
  en: {
    buys: (label: string, cpm: string, money: string, count: string) =>
      `At ${label}’s benchmark CPM of ${cpm}, ${money} buys about ${count} impressions.`,
    costs: (label: string, cpm: string, money: string, count: string) =>
      `${count} impressions on ${label} cost about ${money} at its benchmark CPM of ${cpm}.`,
    cpm: (label: string, cpm: string, count: string) =>
      `${label}’s benchmark CPM is ${cpm}: $1,000 buys about ${count} impressions there.`,
    list: (rates: string) =>
      `Benchmark CPMs in the demo’s reports: ${rates}. Name a platform and an amount (“how many impressions does $10,000 buy on TikTok?”) and I’ll work it out; a campaign’s own CPM wins when its insertion order states one.`,
  },
  fr: {
    buys: (label: string, cpm: string, money: string, count: string) =>
      `Au CPM de référence de ${label} (${cpm}), ${money} achète environ ${count} impressions.`,
    costs: (label: string, cpm: string, money: string, count: string) =>
      `${count} impressions sur ${label} coûtent environ ${money} au CPM de référence de ${cpm}.`,
    cpm: (label: string, cpm: string, count: string) =>
      `Le CPM de référence de ${label} est de ${cpm} : 1 000 $ y achètent environ ${count} impressions.`,
    list: (rates: string) =>
      `CPM de référence des rapports de la démo : ${rates}. Donnez une plateforme et un montant (« combien d’impressions pour 10 000 $ sur TikTok ? ») et je fais le calcul ; le CPM d’une campagne l’emporte quand son ordre d’insertion en indique un.`,
  },
  es: {
    buys: (label: string, cpm: string, money: string, count: string) =>
      `Con el CPM de referencia de ${label} (${cpm}), ${money} compran unas ${count} impresiones.`,
    costs: (label: string, cpm: string, money: string, count: string) =>
      `${count} impresiones en ${label} cuestan unos ${money} con su CPM de referencia de ${cpm}.`,
    cpm: (label: string, cpm: string, count: string) =>
      `El CPM de referencia de ${label} es ${cpm}: con 1.000 $ se compran unas ${count} impresiones.`,
    list: (rates: string) =>
      `CPM de referencia de los informes de la demo: ${rates}. Dime una plataforma y un importe («¿cuántas impresiones compran 10.000 $ en TikTok?») y hago el cálculo; el CPM de una campaña manda cuando su orden de inserción lo indica.`,
  },
} as const;

/**
 * Budget and CPM questions ("what's the CPM on TikTok?", "how many impressions does $10,000 buy
 * on Facebook?", "combien coûtent 1M d’impressions sur DV360 ?") answered from the benchmark CPMs
 * the demo's reports use, in the user's language.
 */
export function budgetAnswer(question: string, language: Language): string {
  const words = WORDS[language];
  const money = (amount: number) => moneyIn(language, amount);
  const count = (value: number) => numberIn(language, value);
  const platform = platformMentioned(question);
  if (!platform) {
    const rates = Object.entries(BENCHMARK_CPM)
      .map(([id, cpm]) => `${labelOf(id)} ${money(cpm)}`)
      .join(', ');
    return words.list(rates);
  }
  const cpm = benchmarkCpm(platform.id);
  const impressions = amountIn(IMPRESSIONS.exec(question));
  if (impressions !== undefined)
    return words.costs(platform.label, money(cpm), money((impressions / 1000) * cpm), count(impressions));
  const amount = amountIn(MONEY.exec(question));
  if (amount !== undefined)
    return words.buys(platform.label, money(cpm), money(amount), count(Math.round((amount / cpm) * 1000)));
  return words.cpm(platform.label, money(cpm), count(Math.round((1000 / cpm) * 1000)));
}

/** The number a match found (its first number group), times its scale ("10k", "1 million"). */
function amountIn(match: RegExpExecArray | null): number | undefined {
  if (!match) return undefined;
  const groups = match.slice(1);
  const index = groups.findIndex((group) => group !== undefined);
  const value = parseDocumentNumber(groups[index] ?? '');
  if (value === undefined) return undefined;
  const scale = (groups[index + 1] ?? '').toLowerCase();
  if (scale === 'k' || scale === 'mil') return value * 1_000;
  if (scale.startsWith('m')) return value * 1_000_000;
  return value;
}
