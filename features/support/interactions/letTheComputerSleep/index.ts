import { interaction } from '../Interaction';

/** The computer sleeps: the clock moves forward without the page's timers running meanwhile. */
export const letTheComputerSleep = (ms: number) =>
  interaction(`sleep for ${ms} ms`, {
    viewModel: (app) => app.jumpClock(ms),
    browser: (app) => app.jumpClock(ms),
  });
