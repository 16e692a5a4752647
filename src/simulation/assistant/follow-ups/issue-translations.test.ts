import { describe, expect, it } from 'vitest';
import { issueIn } from './issue-translations';

describe('a validation error quoted by a fix', () => {
  it('is said in French with the amounts the French way', () => {
    expect(
      issueIn(
        'fr',
        'Line item budgets add up to €208,000, but the total budget is €240,000 (difference €32,000).',
        'EUR',
      ),
    ).toBe(
      'Les budgets des lignes font 208 000 €, mais le budget total est de 240 000 € (écart de 32 000 €).',
    );
  });

  it('is said in Spanish with its dates the Spanish way', () => {
    expect(
      issueIn('es', 'Flight end date (Mar 28, 2027) is before the flight start date (Apr 1, 2027).'),
    ).toBe('La fecha de fin (28 de marzo de 2027) es anterior a la fecha de inicio (1 de abril de 2027).');
  });

  it('keeps a line item without a name as such', () => {
    expect(issueIn('fr', 'Line item 3 runs on Reddit, which is not enabled for this account.')).toBe(
      'La ligne 3 est sur Reddit, qui n’est pas activé pour ce compte.',
    );
  });

  it('stays as the result shows it in English, or when the simulation does not write it', () => {
    const message = 'Line item budgets add up to $1, but the total budget is $2 (difference $1).';
    expect(issueIn('en', message)).toBe(message);
    expect(issueIn('fr', 'Something a backend said.')).toBe('Something a backend said.');
  });
});
