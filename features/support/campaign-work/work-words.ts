import { AGENTS } from '../../../src/core/domain/agents/agent-catalogue';

/**
 * The agents whose answer is a run (the catalogue's, watched through a run's status): their message
 * ends with the run's result, or with its panel saying it failed or was stopped.
 */
export const RUN_ACTIONS: readonly string[] = AGENTS.filter((agent) => agent.statusSource).map(
  (agent) => agent.name,
);

/** The latest answer in the chat as the user sees it. */
export interface WorkResultSeen {
  /** The agent that answered (spec 1 §3 agent names), as the message carries it. */
  agent: string;
  /** The workflow step the message says it is (its text beside the time), if any. */
  step: string | null;
  /**
   * The view the result shows in: a specialised view's title ('Screenshots', 'Impression report',
   * 'Campaign audit', 'Campaign monitoring' …), 'Result' for the key/value table, 'Answer' for text.
   */
  view: string;
}

/** The titles of the result viewer's views, by the kind the picker chooses (see pick-result-view). */
export const VIEW_TITLES: Readonly<Record<string, string>> = {
  'qa-comparison': 'QA comparison',
  'optimization-executor': 'Optimization results',
  screenshots: 'Screenshots',
  'delivery-report': 'Impression report',
  audit: 'Campaign audit',
  table: 'Result',
};
