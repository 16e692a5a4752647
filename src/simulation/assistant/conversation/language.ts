import { wordsOf } from './text-features';

/** The languages the assistant converses in; results keep their (English) field names. */
export type Language = 'en' | 'fr' | 'es';

/** Short words that give a language away; the accents (ñ, ¿, ç, è) are counted too. */
const MARKERS: Readonly<Record<Exclude<Language, 'en'>, { words: ReadonlySet<string>; letters: RegExp }>> = {
  fr: {
    words: markerWords([
      'bonjour',
      'salut',
      'merci',
      'le',
      'la',
      'les',
      'de',
      'du',
      'des',
      'un',
      'une',
      'est',
      'je',
      'tu',
      'vous',
      'mon',
      'ma',
      'me',
      'mes',
      'peux',
      'pouvez',
      'quel',
      'quelle',
      'quelles',
      'comment',
      'pour',
      'sur',
      'avec',
      'ce',
      'cette',
      'ca',
      'qu',
      'que',
      'fai',
      'fais',
      'au',
      'et',
      'pas',
      'ne',
      'oui',
      'non',
      'campagne',
      'bonsoir',
      'coucou',
      'laisse',
      'tomber',
      'stp',
      'mets',
      'quoi',
      'avons',
      'nous',
      'sais',
      'fait',
      'moi',
      'etes',
      'vou',
      'es',
      'pause',
      'lance',
      'annule',
      'corrige',
      'aide',
      'plateforme',
      'date',
      'fin',
      'juin',
    ]),
    letters: /[àâçèêëîïôûœ]/,
  },
  es: {
    words: markerWords([
      'hola',
      'cambia',
      'tal',
      'tiempo',
      'hace',
      'sabes',
      'hacer',
      'resumen',
      'prepara',
      'lanzamiento',
      'configuracion',
      'cuentame',
      'chiste',
      'eres',
      'hazme',
      'resume',
      'charla',
      'chat',
      'gracias',
      'el',
      'los',
      'las',
      'del',
      'una',
      'yo',
      'mi',
      'mis',
      'puedes',
      'cual',
      'como',
      'para',
      'por',
      'con',
      'este',
      'esta',
      'eso',
      'y',
      'campana',
      'buenos',
      'buena',
      'buenas',
      'dia',
      'tarde',
      'tardes',
      'noche',
      'lanza',
      'cancela',
      'arregla',
      'ayuda',
      'plataforma',
      'fecha',
      'junio',
      'cuanta',
      'haz',
      'al',
      'muchas',
      'tengo',
      'estado',
    ]),
    letters: /[ñ¿¡áíóú]/,
  },
};

/** The language a message is written in: English unless French or Spanish words clearly outnumber. */
export function languageOf(text: string): Language {
  // Each word counts once: "de … de" is one French marker, not two.
  const words = [...new Set(wordsOf(text))];
  const score = (language: Exclude<Language, 'en'>) => {
    const markers = MARKERS[language];
    return (
      words.filter((word) => markers.words.has(word)).length +
      (markers.letters.test(text.toLowerCase()) ? 1.5 : 0)
    );
  };
  const french = score('fr');
  const spanish = score('es');
  const english = words.filter((word) => ENGLISH.has(word)).length;
  if (Math.max(french, spanish) <= english || Math.max(french, spanish) < 1) return 'en';
  return french >= spanish ? 'fr' : 'es';
}

const ENGLISH: ReadonlySet<string> = markerWords([
  'the',
  'a',
  'an',
  'is',
  'are',
  'you',
  'i',
  'my',
  'me',
  'it',
  'to',
  'on',
  'of',
  'what',
  'how',
  'can',
  'do',
  'thank',
  'thanks',
  'hi',
  'hello',
  'please',
  'this',
  'that',
  'and',
  'for',
  'with',
  'your',
  'we',
  'campaign',
  'launch',
  'change',
  'fix',
  'end',
  'date',
  'who',
  'which',
  'support',
  'wait',
  'cancel',
]);

/** Marker words spelled as `wordsOf` reads a message ("gracias" → "gracia"). */
function markerWords(words: readonly string[]): ReadonlySet<string> {
  return new Set(wordsOf(words.join(' ')));
}

/** "A, B and C" in the message's language. */
export function listOf(words: readonly string[], language: Language): string {
  if (words.length <= 1) return words.join('');
  const and = { en: 'and', fr: 'et', es: 'y' }[language];
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
}
