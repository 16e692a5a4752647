import type { Question } from '../actors/Actor';
import { type Levels, onEitherLevel } from '../interactions/Interaction';

export type { Question };

export function question<T>(description: string, levels: Levels<T>): Question<T> {
  return { description, answeredBy: (actor) => onEitherLevel(actor, levels) };
}
