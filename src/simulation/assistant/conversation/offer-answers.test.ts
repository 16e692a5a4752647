import { describe, expect, it } from 'vitest';
import type { Offer } from '../shared/assistant-contract';
import { answerToOffer } from './offer-answers';

const SAMPLE: Offer = { kind: 'sample-insertion-order' };
const BUDGET: Offer = { kind: 'budget-side', total: 240000, lineItems: 208000, currency: 'USD' };

describe('an answer to what the last answer asked or offered', () => {
  it.each(['yes', 'Yes please!', 'oui merci', 'd’accord', 'sí, por favor', 'vale'])(
    'takes “%s” as a yes',
    (yes) => {
      expect(answerToOffer(yes, SAMPLE)).toBe('yes');
    },
  );

  it.each(['no', 'no thanks', 'non merci', 'ahora no'])('takes “%s” as a no', (no) => {
    expect(answerToOffer(no, SAMPLE)).toBe('no');
  });

  it.each([
    ['the line items', 'line-items'],
    ['keep the line items, not the total', 'line-items'],
    ['keep the total', 'total'],
    ['garde les lignes', 'line-items'],
    ['le total', 'total'],
    ['las líneas', 'line-items'],
    ['mantén el total', 'total'],
  ] as const)('reads “%s” as keeping the %s', (text, side) => {
    expect(answerToOffer(text, BUDGET)).toBe(side);
  });

  it('leaves other messages, and budget words when no budget was asked about, to the conversation', () => {
    expect(answerToOffer('launch it on tiktok', SAMPLE)).toBeUndefined();
    expect(answerToOffer('the line items', SAMPLE)).toBeUndefined();
    expect(
      answerToOffer('what is the total budget of my other campaigns this quarter, roughly?', BUDGET),
    ).toBeUndefined();
  });
});
