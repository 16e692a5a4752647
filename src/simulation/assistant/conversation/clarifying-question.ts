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
