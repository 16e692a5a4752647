import { type Language, languageOf } from '../../conversation/language';
import type { BuildContext } from '../build-context';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import type { ResultPhrases } from './phrasebook';
import { SPANISH } from './spanish';

const PHRASEBOOKS: Readonly<Record<Language, ResultPhrases>> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

/** The phrasebook of a language. */
export function phrasesIn(language: Language): ResultPhrases {
  return PHRASEBOOKS[language];
}

/** The phrasebook of the language the user wrote the request in. */
export function resultPhrases(context: BuildContext): ResultPhrases {
  return phrasesIn(languageOf(context.request.text));
}

/** Platform names as a list of the language: "Facebook, TikTok and Reddit". */
export function joinedIn(phrases: ResultPhrases, words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${phrases.and} ${words[words.length - 1]}`;
}

export type { CampaignNaming, CampaignWork, ResultPhrases } from './phrasebook';
