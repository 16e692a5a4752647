import type { Language } from '../conversation/language';
import { moneyIn } from '../conversation/local-numbers';

type Foreign = Exclude<Language, 'en'>;

/** How a quoted value is rewritten the user's way: an amount, a date, or as it is (a name). */
type Part = 'money' | 'date' | 'text';

/**
 * A validation error the simulation writes (campaign-validation.ts, launch-configuration.ts,
 * template-conflicts.ts, creative-specs.ts), as the result shows it in English, and the same
 * sentence in French and Spanish with its values in order.
 */
interface IssueWording {
  english: RegExp;
  parts: readonly Part[];
  say: Readonly<Record<Foreign, (values: readonly string[]) => string>>;
}

const WORDINGS: readonly IssueWording[] = [
  {
    english: /^Line item budgets add up to (.+), but the total budget is (.+) \(difference (.+)\)\.$/,
    parts: ['money', 'money', 'money'],
    say: {
      fr: ([sum, total, gap]) =>
        `Les budgets des lignes font ${sum}, mais le budget total est de ${total} (écart de ${gap}).`,
      es: ([sum, total, gap]) =>
        `Los presupuestos de las líneas suman ${sum}, pero el presupuesto total es ${total} (diferencia de ${gap}).`,
    },
  },
  {
    english: /^Line item (\d+)(?: \((.*)\))? runs on (.+), which is not enabled for this account\.$/,
    parts: ['text', 'text', 'text'],
    say: {
      fr: ([line, name, platform]) =>
        `La ligne ${line}${name ? ` (${name})` : ''} est sur ${platform}, qui n’est pas activé pour ce compte.`,
      es: ([line, name, platform]) =>
        `La línea ${line}${name ? ` (${name})` : ''} está en ${platform}, que no está activado para esta cuenta.`,
    },
  },
  {
    english: /^(.+) is not enabled for this account\.$/,
    parts: ['text'],
    say: {
      fr: ([platform]) => `${platform} n’est pas activé pour ce compte.`,
      es: ([platform]) => `${platform} no está activado para esta cuenta.`,
    },
  },
  {
    english: /^No budget is allocated to (.+)\.$/,
    parts: ['text'],
    say: {
      fr: ([platform]) => `Aucun budget n’est attribué à ${platform}.`,
      es: ([platform]) => `No hay presupuesto asignado a ${platform}.`,
    },
  },
  {
    english: /^Flight end date \((.+)\) is before the flight start date \((.+)\)\.$/,
    parts: ['date', 'date'],
    say: {
      fr: ([end, start]) => `La date de fin (${end}) est avant la date de début (${start}).`,
      es: ([end, start]) => `La fecha de fin (${end}) es anterior a la fecha de inicio (${start}).`,
    },
  },
  {
    english: /^Flight end date \((.+)\) is in the past\.$/,
    parts: ['date'],
    say: {
      fr: ([end]) => `La date de fin (${end}) est passée.`,
      es: ([end]) => `La fecha de fin (${end}) ya pasó.`,
    },
  },
  {
    english: /^(.+) has no landing URL\.$/,
    parts: ['text'],
    say: {
      fr: ([creative]) => `${creative} n’a pas d’URL de destination.`,
      es: ([creative]) => `${creative} no tiene URL de destino.`,
    },
  },
];

const LOCALE: Readonly<Record<Foreign, string>> = { fr: 'fr-FR', es: 'es-ES' };

/**
 * A validation error a fix quotes, in the user's language with amounts and dates their way; an
 * error the simulation does not write (or English) is quoted as it is.
 */
export function issueIn(language: Language, message: string, currency = 'USD'): string {
  if (language === 'en') return message;
  for (const wording of WORDINGS) {
    const match = wording.english.exec(message);
    if (!match) continue;
    const values = wording.parts.map((part, index) =>
      local(language, part, match[index + 1] ?? '', currency),
    );
    return wording.say[language](values);
  }
  return message;
}

function local(language: Foreign, part: Part, value: string, currency: string): string {
  if (part === 'money') {
    const amount = Number(value.replace(/[^\d.]/g, ''));
    return Number.isFinite(amount) && value !== '' ? moneyIn(language, amount, currency) : value;
  }
  if (part === 'date') {
    const date = new Date(`${value} UTC`);
    if (Number.isNaN(date.getTime())) return value;
    return date.toLocaleDateString(LOCALE[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return value;
}
