import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Lets time pass with the dashboard open (the search debounce, a message being recorded). */
export const letTimePassOnTheDashboard = (ms: number) =>
  interaction(
    `let ${ms} ms pass`,
    onTheAdmin({
      async viewModel(admin) {
        await admin.app.wait(ms);
      },
      async browser(admin) {
        if (!admin.clockHeld) return admin.app.wait(ms);
        await admin.page.clock.runFor(ms);
        await admin.page.clock.resume();
        admin.clockHeld = false;
      },
    }),
  );
