import { CONVERSATION_CORPUS } from '../../src/simulation/assistant/testing/conversations/conversation-corpus';
import { scoreConversations } from '../../src/simulation/assistant/testing/conversations/score-conversations';

/**
 * Issue 32: the demo assistant over the conversation corpus — intents understood as meant (target
 * ≥ 95%), clarifying questions asked, and claims of work on nothing (target 0).
 */
export function measureAssistantConversations() {
  const started = performance.now();
  const score = scoreConversations(CONVERSATION_CORPUS);
  const msPerMessage = (performance.now() - started) / score.utterances;
  return { ...score, msPerMessage };
}
