import { priceOrTerm } from './budget-questions';
import { trainClassifier } from './intent-classifier';
import type { Intent } from './intents';
import { type Language, languageOf } from './language';
import { TRAINING_EXAMPLES } from './training-examples';

/** At or above: clear enough to win over a question about the chat's result. */
export const SURE = 0.5;
/** At or above: the intent is taken as understood. */
export const CONFIDENT = 0.35;
/** Below: nothing the assistant knows was asked (answered as off-topic). */
export const FLOOR = 0.25;

/** What a typed message asks for, in which language, and whether to ask before acting. */
export interface Understanding {
  intent: Intent;
  confidence: number;
  language: Language;
  /** The message as read with its typos corrected ("lauch it" → "launch it"), when it had typos. */
  reading?: string;
}

const classify = trainClassifier(TRAINING_EXAMPLES);

/** "change the end date to June 30", "the budget should be 50000": a change, whatever the classifier says. */
const TYPED_CHANGE =
  /^(?:please\s+)?(?:change|set|update|make|move|modify|rename|adjust|increase|decrease|reduce|raise|lower)\b.+\b(?:to|into|as)\b|\bshould be\b/i;

/**
 * "My campaigns", "mes campagnes", "mis campañas": the account's campaigns, not the chat's one. The
 * classifier reads words without their plural, so "how are my campaigns?" looks like "how is my
 * campaign doing?" (performance) to it.
 */
const ACCOUNT_CAMPAIGNS =
  /\b(?:my|our|all(?: of)?(?: my| our| the)?|the account['’]?s?)\s+campaigns\b|\b(?:mes|nos|toutes les) campagnes\b|\b(?:mis|nuestras|todas las) campañas\b/i;

export function understand(text: string): Understanding {
  const language = languageOf(text);
  if (TYPED_CHANGE.test(text) && !text.trim().endsWith('?'))
    return { intent: 'edit', confidence: 1, language };
  const price = priceOrTerm(text);
  if (price) return { intent: price, confidence: 1, language };
  const classification = classify(text);
  if (!classification || classification.confidence < FLOOR)
    return { intent: 'off-topic', confidence: classification?.confidence ?? 0, language };
  const { confidence, corrections } = classification;
  const intent =
    classification.intent === 'performance' && ACCOUNT_CAMPAIGNS.test(text)
      ? 'account-status'
      : classification.intent;
  if (corrections.length === 0) return { intent, confidence, language };
  const reading = corrections.reduce(
    (sentence, { typed, read }) => sentence.replace(new RegExp(`\\b${typed}(s?)\\b`, 'i'), `${read}$1`),
    text.trim().replace(/[?!.]+$/, ''),
  );
  return { intent, confidence, language, reading };
}
