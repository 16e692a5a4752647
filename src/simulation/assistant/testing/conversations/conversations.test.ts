import { describe, expect, it } from 'vitest';
import { CONVERSATION_CORPUS } from './conversation-corpus';
import { scoreConversations } from './score-conversations';

describe('the conversation corpus (issue 32)', () => {
  const score = scoreConversations(CONVERSATION_CORPUS);

  it('holds at least 300 messages', () => {
    expect(score.utterances).toBeGreaterThanOrEqual(300);
  });

  it('understands at least 95% of the messages as meant', () => {
    const wrong = score.scored
      .filter((item) => item.understood !== item.case.intent)
      .map((item) => `${item.case.text} → ${item.understood} (meant ${item.case.intent})`);
    console.log(
      `Conversation corpus: ${Math.round(score.intentAccuracy * 1000) / 10}% intents right, ${score.clarifications} clarifications, ${score.claimsOfWorkOnNothing} claims of work on nothing`,
    );
    expect(score.intentAccuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('never claims work on nothing', () => {
    expect(score.scored.filter((item) => item.claimsWorkOnNothing).map((item) => item.case.text)).toEqual([]);
  });

  it('says what each answer must say, and nothing it must not', () => {
    const failing = score.scored
      .filter((item) => item.misses.length > 0)
      .map(
        (item) =>
          `[${item.case.context}] ${item.case.text}: ${item.misses.join(', ')} — answered "${item.answer.slice(0, 160)}"`,
      );
    expect(failing).toEqual([]);
  });
});
