import { languageOf } from '../conversation/language';

/**
 * A typed change in French or Spanish said the English way the change parser reads ("change la
 * date de fin au 30 juin" → "change the end date to June 30"): verbs, field names, the "to" and
 * dates with their month and weekday names. English passes through unchanged.
 */
export function changeInEnglish(text: string): string {
  if (languageOf(text) === 'en') return text;
  return REWRITES.reduce((sentence, [pattern, english]) => sentence.replace(pattern, english), text);
}

const MONTHS: readonly [string, string][] = [
  ['janvier|enero', 'January'],
  ['f[eé]vrier|febrero', 'February'],
  ['mars|marzo', 'March'],
  ['avril|abril', 'April'],
  ['mai|mayo', 'May'],
  ['juin|junio', 'June'],
  ['juillet|julio', 'July'],
  ['ao[uû]t|agosto', 'August'],
  ['septembre|septiembre|setiembre', 'September'],
  ['octobre|octubre', 'October'],
  ['novembre|noviembre', 'November'],
  ['d[eé]cembre|diciembre', 'December'],
];
const WEEKDAYS: readonly [string, string][] = [
  ['lundi|lunes', 'Monday'],
  ['mardi|martes', 'Tuesday'],
  ['mercredi|mi[eé]rcoles', 'Wednesday'],
  ['jeudi|jueves', 'Thursday'],
  ['vendredi|viernes', 'Friday'],
  ['samedi|s[aá]bado', 'Saturday'],
  ['dimanche|domingo', 'Sunday'],
];

const B = String.raw`(?<![\p{L}])`;
const E = String.raw`(?![\p{L}])`;
const words = (pattern: string) => new RegExp(`${B}(?:${pattern})${E}`, 'giu');

type Rewrite = [RegExp, (match: string, ...groups: string[]) => string];
const as = (english: string) => () => english;

const REWRITES: readonly Rewrite[] = [
  // "250 000" and "250.000": thousands grouped the French and Spanish way.
  [/\b\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?![\d,])/g, (grouped) => grouped.replace(/[ \u00a0\u202f.]/g, '')],
  // Dates first, while their words are still French or Spanish.
  ...MONTHS.map(
    ([names, month]): Rewrite => [
      new RegExp(`${B}(\\d{1,2})(?:er)?\\s+(?:de\\s+)?(?:${names})(?:\\s+(?:de\\s+)?(\\d{4}))?${E}`, 'giu'),
      (_match, day, year) => `${month} ${day}${year ? `, ${year}` : ''}`,
    ],
  ),
  ...WEEKDAYS.map(
    ([names, day]): Rewrite => [
      new RegExp(
        `${B}(?:(?:el\\s+)?pr[oó]ximo\\s+(?:${names})|(?:el\\s+)?(?:${names})\\s+(?:prochain|que viene))${E}`,
        'giu',
      ),
      as(`next ${day}`),
    ],
  ),
  [
    words(
      String.raw`(?:la\s+)?fin (?:du|de) mois prochain|(?:el\s+)?(?:fin|final) del mes que viene|(?:el\s+)?(?:fin|final) del pr[oó]ximo mes`,
    ),
    as('end of next month'),
  ],
  [words(String.raw`(?:la\s+)?fin du mois|(?:el\s+)?(?:fin|final) de(?:l)? mes`), as('end of month')],
  [words('demain|ma[ñn]ana'), as('tomorrow')],
  // Field names, longest first.
  [words('date de fin|fecha de fin(?:alizaci[oó]n)?|fecha final'), as('end date')],
  [words('date de d[eé]but|fecha de inicio|fecha de comienzo'), as('start date')],
  [words('budget total|presupuesto total'), as('total budget')],
  [words('presupuesto'), as('budget')],
  [words('nom de la campagne|nombre de la campa[ñn]a'), as('campaign name')],
  [words('annonceur|anunciante'), as('advertiser')],
  // The verb, then "to".
  [
    new RegExp(
      `^\\s*(?:s['’]il (?:te|vous) pla[iî]t,?\\s+|por favor,?\\s+)?(?:change[rz]?|mets|mettez|modifie[rz]?|passe[rz]?|corrige[rz]?|remplace[rz]?|cambia[r]?|cambie|pon|ponga|modifica[r]?|actualiza[r]?|corrige)${E}`,
      'iu',
    ),
    as('change'),
  ],
  [new RegExp(`${B}l['’]`, 'giu'), as('the ')],
  [words('le|la|les|el|los|las'), as('the')],
  [words('au|aux|à la|à|en|pour|al|a la|a|por|para'), as('to')],
];
