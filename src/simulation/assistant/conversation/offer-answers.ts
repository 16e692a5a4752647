import type { BudgetSide, Offer } from '../shared/assistant-contract';

/** How a message settles what the last answer asked or offered. */
export type OfferAnswer = 'yes' | 'no' | BudgetSide;

const YES_WORD =
  "yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|go ahead|correct|exactly|right|oui|ouais|d['’]accord|exactement|vas-y|allez-y|s[ií]|claro|vale|dale|exacto|correcto|adelante";
const NO_WORD =
  'no|nope|nah|not now|no thanks|never mind|non|pas maintenant|non merci|laisse tomber|ahora no|no gracias|d[eé]jalo';
const POLITE = "please|thanks|thank you|merci|s['’]il (?:te|vous) pla[iî]t|por favor|gracias";

/** A message made of yes words (or no words) and politeness only: "yes please", "non merci". */
function only(words: string): RegExp {
  return new RegExp(`^(?:${words})(?:[\\s,]+(?:${words}|${POLITE}))*[\\s.!]*$`, 'i');
}
const YES = only(YES_WORD);
const NO = only(NO_WORD);

const LINE_ITEMS = /\bline[- ]?items?\b|\blines\b|\blignes?\b|\bpostes?\b|\bpartidas?\b|\bl[ií]neas?\b/i;
const TOTAL = /\btotal\b/i;

/**
 * What a message answers to the chat's pending offer: a yes, a no, or (to "keep the total or the
 * line items?") the side to keep — "the line items", "keep the total", "les lignes", "el total".
 * Undefined when the message is something else, which the rest of the conversation then handles.
 */
export function answerToOffer(text: string, offer: Offer): OfferAnswer | undefined {
  const said = text.trim();
  if (YES.test(said)) return 'yes';
  if (NO.test(said)) return 'no';
  if (offer.kind !== 'budget-side' || said.length > 60) return undefined;
  const lines = LINE_ITEMS.exec(said)?.index;
  const total = TOTAL.exec(said)?.index;
  if (lines === undefined) return total === undefined ? undefined : 'total';
  return total === undefined || lines < total ? 'line-items' : 'total';
}
