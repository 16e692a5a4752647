import { describe, expect, it } from 'vitest';
import { acceptedReading, clarifyingQuestion } from './clarifying-question';

describe('a clarifying question and its answer', () => {
  it.each(['en', 'fr', 'es'] as const)('reads back what the question offered in %s', (language) => {
    expect(acceptedReading('ok', clarifyingQuestion(language, 'launch it on tiktok'))).toBe(
      'launch it on tiktok',
    );
  });

  it.each(['Yes!', 'yep, go ahead', 'oui merci', 'd’accord', 'sí', 'vale, gracias'])(
    'takes “%s” as a yes',
    (yes) => {
      expect(acceptedReading(yes, 'Did you mean “qa the campaign”?')).toBe('qa the campaign');
    },
  );

  it('leaves anything but a yes to the rest of the conversation', () => {
    expect(acceptedReading('no, launch it on reddit', 'Did you mean “launch it on tiktok”?')).toBeUndefined();
    expect(
      acceptedReading('yes', 'Attach the insertion order (PDF) and I’ll read and check it.'),
    ).toBeUndefined();
    expect(acceptedReading('yes', undefined)).toBeUndefined();
  });
});
