import { AppEventsPort } from '../../../../src/core/ports/AppEventsPort';
import { interaction } from '../../interactions/Interaction';
import { onTheBriefcase } from '../drivers';

/** The page announces a window event the briefcase follows (closeBriefcase, resetChat). */
export const announce = (event: 'closeBriefcase' | 'resetChat') =>
  interaction(
    `announce ${event}`,
    onTheBriefcase({
      async viewModel(briefcase) {
        await briefcase.current();
        briefcase.app.container.get<AppEventsPort>(AppEventsPort).emit(event, {});
        await briefcase.app.settled();
      },
      browser: (briefcase) => briefcase.app.announce(event),
    }),
  );
