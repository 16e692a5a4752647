import type { Question } from '../actors/Actor';
import { type Levels, onEitherLevel } from '../interactions/Interaction';
import { makerOf, underMutation } from './answer-mutants';

export type { Question };

export function question<T>(description: string, levels: Levels<T>): Question<T> {
  const maker = makerOf(new Error());
  const viewModel: Levels<T>['viewModel'] = async (app, actor) =>
    underMutation(maker, await levels.viewModel(app, actor));
  return { description, answeredBy: (actor) => onEitherLevel(actor, { ...levels, viewModel }) };
}
