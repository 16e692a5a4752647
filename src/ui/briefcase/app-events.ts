import type { AppEventsPort } from '../../core/ports/AppEventsPort';
import type { BriefcaseViewModel } from './BriefcaseViewModel';

/**
 * The window events closeBriefcase and resetChat (spec 1 §2 "New chat") close the panel, whose
 * open flag the chat owns, and reset it. Answers the unsubscribe function.
 */
export function followBriefcaseEvents(
  events: AppEventsPort,
  briefcase: Pick<BriefcaseViewModel, 'reset'>,
  close: () => void,
): () => void {
  const closeAndReset = () => {
    close();
    briefcase.reset();
  };
  const unsubscribers = [events.on('closeBriefcase', closeAndReset), events.on('resetChat', closeAndReset)];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
