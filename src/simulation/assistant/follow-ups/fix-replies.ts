import type { Language } from '../conversation/language';
import { moneyIn } from '../conversation/local-numbers';
import { formatMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { issueIn } from './issue-translations';

/** What only the user (or an admin) can settle after a fix, before it is said in a language. */
export type FixNeed =
  | { kind: 'field'; field: 'advertiser' | 'campaignName' | 'flightStart' | 'flightEnd' }
  | { kind: 'flight-ended' }
  | { kind: 'start-in-past' }
  | { kind: 'channel'; platform: string; account?: string; lines: readonly number[] }
  | { kind: 'landing-url'; creative: string }
  | { kind: 'result-kind' };

/** The two sides of a budget that disagree, for the question the fix asks. */
export interface BudgetQuestion {
  total: number;
  lineItems: number;
  currency: string;
}

/** What an edit or a fix did, for its answer. */
export interface EditSummary {
  changes: number;
  fixing: boolean;
  somethingUnmatched: boolean;
  /** The result's validation errors a fix left, in English as the result shows them. */
  unfixed: readonly string[];
  /** The result's currency, for the amounts of the errors quoted. */
  currency?: string;
  needs: readonly FixNeed[];
  remaining: number;
  budgetQuestion?: BudgetQuestion;
}

interface Phrases {
  nothingToFix: string;
  noFieldNamed: string;
  done(changes: number): string;
  unmatched: string;
  notFixed: string;
  passes: string;
  remaining(count: number): string;
  keepWhich(total: string, lines: string): string;
  field: Record<Extract<FixNeed, { kind: 'field' }>['field'], string>;
  flightEnded: string;
  startInPast: string;
  channel(platform: string, account: string | undefined, lines: readonly number[]): string;
  landingUrl(creative: string): string;
  resultKind: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The answer to an edit or a fix in the user's language (the Edit button's way): the result keeps
 * its English fields, what the assistant says is the user's.
 */
const PHRASES: Readonly<Record<Language, Phrases>> = {
  en: {
    nothingToFix: 'I found nothing I could fix on my own.',
    noFieldNamed:
      'I could not tell which field to change. Try for example "change the flight end date to 2027-08-31", "set the facebook budget to 50000" or "fix the issues".',
    done: (changes) => `Done: ${changes} ${plural(changes, 'change', 'changes')} applied.`,
    unmatched: 'Some of your instructions did not name a field I know; they were left out.',
    notFixed: 'Not fixed:',
    passes: 'Validation now passes.',
    remaining: (count) => `${count} validation ${plural(count, 'issue', 'issues')} remain.`,
    keepWhich: (total, lines) =>
      `The total (${total}) and the line items (${lines}) disagree: keep the total or the line items?`,
    field: {
      advertiser: 'Please tell me the advertiser.',
      campaignName: 'Please tell me the campaign name.',
      flightStart: 'Please tell me the flight start date.',
      flightEnd: 'Please tell me the flight end date.',
    },
    flightEnded: 'The flight has already ended: please give new flight dates.',
    startInPast: 'The flight start date is in the past: please confirm or give a new start date.',
    channel: (platform, account, lines) =>
      `I can’t enable channels: an admin must enable ${platform} for ${account ?? 'this account'} (${plural(lines.length, 'line item', 'line items')} ${lines.join(', ')} ${plural(lines.length, 'runs', 'run')} on it).`,
    landingUrl: (creative) => `Please give the landing URL of ${creative}.`,
    resultKind: 'I can fix issues of insertion orders, creatives and launch configurations only.',
  },
  fr: {
    nothingToFix: 'Je n’ai rien trouvé que je puisse corriger seul.',
    noFieldNamed:
      'Je n’ai pas compris quel champ changer. Essayez par exemple « change la date de fin au 31 août 2027 », « mets le budget facebook à 50000 » ou « corrige les erreurs ».',
    done: (changes) =>
      `C’est fait : ${changes} ${plural(changes, 'modification appliquée', 'modifications appliquées')}.`,
    unmatched:
      'Une partie de vos instructions ne nommait aucun champ que je connais : je l’ai laissée de côté.',
    notFixed: 'Non corrigé :',
    passes: 'La validation passe maintenant.',
    remaining: (count) => `Il reste ${count} ${plural(count, 'problème', 'problèmes')} de validation.`,
    keepWhich: (total, lines) =>
      `Le total (${total}) et les lignes (${lines}) ne concordent pas : je garde le total ou les lignes ?`,
    field: {
      advertiser: 'Indiquez-moi l’annonceur.',
      campaignName: 'Indiquez-moi le nom de la campagne.',
      flightStart: 'Indiquez-moi la date de début de diffusion.',
      flightEnd: 'Indiquez-moi la date de fin de diffusion.',
    },
    flightEnded: 'La diffusion est déjà terminée : donnez de nouvelles dates.',
    startInPast: 'La date de début est passée : confirmez-la ou donnez-en une nouvelle.',
    channel: (platform, account, lines) =>
      `Je ne peux pas activer de canaux : un admin doit activer ${platform} pour ${account ?? 'ce compte'} (${plural(lines.length, 'la ligne', 'les lignes')} ${lines.join(', ')} ${plural(lines.length, 'l’utilise', 'l’utilisent')}).`,
    landingUrl: (creative) => `Donnez-moi l’URL de destination de ${creative}.`,
    resultKind:
      'Je corrige seulement les ordres d’insertion, les créations et les configurations de lancement.',
  },
  es: {
    nothingToFix: 'No encontré nada que pueda corregir por mi cuenta.',
    noFieldNamed:
      'No entendí qué campo cambiar. Prueba por ejemplo «cambia la fecha de fin al 31 de agosto de 2027», «pon el presupuesto de facebook en 50000» o «corrige los errores».',
    done: (changes) => `Hecho: ${changes} ${plural(changes, 'cambio aplicado', 'cambios aplicados')}.`,
    unmatched: 'Parte de tus instrucciones no nombraba ningún campo que conozca; la dejé fuera.',
    notFixed: 'Sin corregir:',
    passes: 'La validación ya pasa.',
    remaining: (count) =>
      `${plural(count, 'Queda', 'Quedan')} ${count} ${plural(count, 'problema', 'problemas')} de validación.`,
    keepWhich: (total, lines) =>
      `El total (${total}) y las líneas (${lines}) no coinciden: ¿mantengo el total o las líneas?`,
    field: {
      advertiser: 'Dime el anunciante.',
      campaignName: 'Dime el nombre de la campaña.',
      flightStart: 'Dime la fecha de inicio de la campaña.',
      flightEnd: 'Dime la fecha de fin de la campaña.',
    },
    flightEnded: 'La campaña ya terminó: indica nuevas fechas.',
    startInPast: 'La fecha de inicio ya pasó: confírmala o indica una nueva.',
    channel: (platform, account, lines) =>
      `No puedo activar canales: un admin debe activar ${platform} para ${account ?? 'esta cuenta'} (${plural(lines.length, 'la línea', 'las líneas')} ${lines.join(', ')} ${plural(lines.length, 'lo usa', 'lo usan')}).`,
    landingUrl: (creative) => `Indica la URL de destino de ${creative}.`,
    resultKind: 'Solo corrijo órdenes de inserción, creatividades y configuraciones de lanzamiento.',
  },
};

/** A need in the user's language. */
export function needIn(language: Language, need: FixNeed): string {
  const words = PHRASES[language];
  switch (need.kind) {
    case 'field':
      return words.field[need.field];
    case 'flight-ended':
      return words.flightEnded;
    case 'start-in-past':
      return words.startInPast;
    case 'channel':
      return words.channel(labelOf(need.platform), need.account, need.lines);
    case 'landing-url':
      return words.landingUrl(need.creative);
    case 'result-kind':
      return words.resultKind;
  }
}

/** English keeps the amounts the results show ("CA$", not a bare "$"); French and Spanish write theirs. */
function amountIn(language: Language, amount: number, currency: string): string {
  return language === 'en' ? formatMoney(amount, currency) : moneyIn(language, amount, currency);
}

/** The answer to an edit or a fix: what was done, what is left and the question it ends with. */
export function editReply(language: Language, summary: EditSummary): string {
  const words = PHRASES[language];
  const parts: string[] = [];
  if (summary.changes === 0) parts.push(summary.fixing ? words.nothingToFix : words.noFieldNamed);
  else {
    parts.push(words.done(summary.changes));
    if (summary.somethingUnmatched) parts.push(words.unmatched);
  }
  // A fix says which errors it left, so none is dropped silently.
  if (summary.unfixed.length > 0) {
    const quoted = summary.unfixed.map((message) => issueIn(language, message, summary.currency));
    parts.push(`${words.notFixed} ${quoted.join(' ')}`);
  }
  parts.push(...summary.needs.map((need) => needIn(language, need)));
  parts.push(summary.remaining === 0 ? words.passes : words.remaining(summary.remaining));
  const question = summary.budgetQuestion;
  if (question)
    parts.push(
      words.keepWhich(
        amountIn(language, question.total, question.currency),
        amountIn(language, question.lineItems, question.currency),
      ),
    );
  return parts.join(' ');
}
