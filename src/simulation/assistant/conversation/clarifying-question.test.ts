import { describe, expect, it } from 'vitest';
import { clarifyingQuestion } from './clarifying-question';

describe('a clarifying question', () => {
  it.each([
    ['en', 'Did you mean “launch it on tiktok”?'],
    ['fr', 'Vouliez-vous dire « launch it on tiktok » ?'],
    ['es', '¿Querías decir «launch it on tiktok»?'],
  ] as const)('is asked in %s', (language, question) => {
    expect(clarifyingQuestion(language, 'launch it on tiktok')).toBe(question);
  });
});
