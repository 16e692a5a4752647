import type { Actor, Interaction } from '../../actors/Actor';
import { howManyResults } from '../questions/howManyResults';

const RESULTS_BEFORE = 'results before asking';

/** Before asking for work, the actor notes how many results the chat shows, to see a new one come. */
export const noteTheResultsSoFar = (): Interaction => ({
  description: 'note how many results the chat shows',
  performAs: async (actor) => actor.remember(RESULTS_BEFORE, await actor.answer(howManyResults())),
});

/** How many results the chat showed when the actor last asked for work (none noted: 0). */
export const resultsBeforeAsking = (actor: Actor): number => actor.recallOr(RESULTS_BEFORE, 0);
