import type { Question } from '../../actors/Actor';

/** What the actor saw earlier in the scenario and remembered (an export's tab, a dialog's alert). */
export const whatTheyRemember = <T>(key: string): Question<T> => ({
  description: `what they remember of ${key}`,
  answeredBy: async (actor) => actor.recall<T>(key),
});
