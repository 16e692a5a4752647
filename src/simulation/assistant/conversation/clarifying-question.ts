import type { Language } from './language';

/** "Did you mean …?": one question instead of a guess. */
export function clarifyingQuestion(language: Language, reading: string): string {
  switch (language) {
    case 'fr':
      return `Vouliez-vous dire « ${reading} » ?`;
    case 'es':
      return `¿Querías decir «${reading}»?`;
    default:
      return `Did you mean “${reading}”?`;
  }
}

/** The reading a clarifying question offered, read back from the question's own wording. */
const ASKED = /^(?:Did you mean “(.+)”\?|Vouliez-vous dire « (.+) » \?|¿Querías decir «(.+)»\?)$/;

/** "yes", "oui", "sí, por favor", "yep, go ahead": the offered reading is accepted. */
const YES_WORD =
  "yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|go ahead|correct|exactly|right|oui|ouais|d['’]accord|exactement|vas-y|allez-y|s[ií]|claro|vale|dale|exacto|correcto|adelante";
const POLITE = "please|thanks|thank you|merci|s['’]il (?:te|vous) pla[iî]t|por favor|gracias";
const YES = new RegExp(`^(?:${YES_WORD})(?:[\\s,]+(?:${YES_WORD}|${POLITE}))*[\\s.!]*$`, 'i');

/**
 * What a short "yes" accepts: the reading the chat's last answer asked about ("Did you mean
 * “launch it on tiktok”?" → "launch it on tiktok"), or undefined when the message is not a yes or
 * the last answer asked nothing.
 */
export function acceptedReading(text: string, previousAnswer: string | undefined): string | undefined {
  if (!previousAnswer || !YES.test(text.trim())) return undefined;
  const asked = ASKED.exec(previousAnswer.trim());
  return asked?.slice(1).find((reading) => reading !== undefined);
}
