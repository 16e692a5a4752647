import { kindOfResult } from '../follow-ups/result-kind';
import type { AssistantReply, AssistantRequest, BudgetSide, PriorResult } from '../shared/assistant-contract';
import { priorResultsOf } from '../shared/build-context';
import { languageOf } from './language';
import { moneyIn } from './local-numbers';
import { answerToOffer } from './offer-answers';
import { SOCIAL_REPLIES } from './social-replies';

/** What settling the chat's pending offer comes to; the assistant carries it out. */
export type Settlement =
  /** An answer at once: a "no", or a question asked again. */
  | { answer: AssistantReply }
  /** "Did you mean …?" accepted: the message as it was read. */
  | { message: string }
  /** The demo's sample insertion order accepted: read it. */
  | { sampleInsertionOrder: true }
  /** The side of the budget chosen: fix the result again, keeping it. */
  | { fix: PriorResult; keep: BudgetSide };

/**
 * A message that answers what the chat's last answer asked or offered: "yes" accepts any of
 * them, "no" gets a short answer pointing back to the work, and "the line items" / "keep the
 * total" chooses the budget side a fix asked about. Undefined when nothing was pending or the
 * message is about something else.
 */
export function settleOffer(request: AssistantRequest): Settlement | undefined {
  const offer = request.pendingOffer;
  if (!offer) return undefined;
  const answer = answerToOffer(request.text, offer);
  if (!answer) return undefined;
  const language = languageOf(request.text);
  if (answer === 'no') return { answer: { action: 'general', content: SOCIAL_REPLIES.declined[language] } };
  if (offer.kind === 'reading') return { message: offer.text };
  if (offer.kind === 'sample-insertion-order') return { sampleInsertionOrder: true };
  const result = priorResultsOf(request).find((prior) => {
    const kind = kindOfResult(prior);
    return kind === 'campaign' || kind === 'launch';
  });
  if (!result) return undefined;
  if (answer === 'yes') {
    // Two options were offered: a "yes" chooses neither, so the question comes back shorter.
    return {
      answer: {
        action: 'ask-assistant',
        content: WHICH_SIDE[language](
          moneyIn(language, offer.total, offer.currency),
          moneyIn(language, offer.lineItems, offer.currency),
        ),
        offer,
      },
    };
  }
  return { fix: result, keep: answer };
}

const WHICH_SIDE = {
  en: (total: string, lines: string) =>
    `Which should I keep: the total (${total}) or the line items (${lines})?`,
  fr: (total: string, lines: string) => `Que dois-je garder : le total (${total}) ou les lignes (${lines}) ?`,
  es: (total: string, lines: string) => `¿Qué mantengo: el total (${total}) o las líneas (${lines})?`,
} as const;
