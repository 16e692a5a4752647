import { interaction } from '../Interaction';

/** Lets time pass with the page open: the fake clock's timers, or real waiting in Chromium. */
export const letTimePass = (ms: number) =>
  interaction(`let ${ms} ms pass`, {
    viewModel: (app) => app.wait(ms),
    browser: (app) => app.wait(ms),
  });
