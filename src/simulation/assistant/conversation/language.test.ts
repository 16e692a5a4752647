import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('the language of a message', () => {
  it('tells Spanish from French where they share words (la, de, fin)', () => {
    expect(languageOf('cambia la fecha de fin al 30 de junio')).toBe('es');
    expect(languageOf('change la date de fin au 30 juin')).toBe('fr');
  });

  it('knows the words of work requests, without accents to give them away', () => {
    expect(languageOf('lis cet ordre d’insertion')).toBe('fr');
    expect(languageOf('crée l’opportunité Salesforce')).toBe('fr');
    expect(languageOf('fast track vers DV360')).toBe('fr');
    expect(languageOf('crea la oportunidad de Salesforce')).toBe('es');
    expect(languageOf('dame el informe de impresiones')).toBe('es');
  });

  it('is English when nothing gives another away', () => {
    expect(languageOf('change the end date to June 30')).toBe('en');
  });
});
