import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** What the sidebar heading renders from the session view model. */
export async function greetingOnTheViewModels(app: UseTheViewModels): Promise<string> {
  return `${app.session.greetingName}'s Sidekick`;
}
