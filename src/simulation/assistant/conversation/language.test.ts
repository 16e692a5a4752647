import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('the language of a message', () => {
  it('tells Spanish from French where they share words (la, de, fin)', () => {
    expect(languageOf('cambia la fecha de fin al 30 de junio')).toBe('es');
    expect(languageOf('change la date de fin au 30 juin')).toBe('fr');
  });

  it('is English when nothing gives another away', () => {
    expect(languageOf('change the end date to June 30')).toBe('en');
  });
});
