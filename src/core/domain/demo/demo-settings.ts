/** The run speeds a presenter picks from: real timings, five and twenty times faster. */
export const RUN_SPEEDS = [1, 5, 20] as const;
export type RunSpeed = (typeof RUN_SPEEDS)[number];

/** The shares of calls fault mode fails: off, 10%, 30%. */
export const FAULT_RATES = [0, 0.1, 0.3] as const;
export type FaultRate = (typeof FAULT_RATES)[number];

/** How fast the demo runs and how shaky its network is (the environment may have set other values than the panel's). */
export interface DemoSettings {
  speed: number;
  faults: number;
}

/** A change the panel makes: one of its choices. */
export interface DemoSettingsChange {
  speed?: RunSpeed;
  faults?: FaultRate;
}

/** The panel's words for a speed: "Real timings", "×5", "×20". */
export function speedLabel(speed: RunSpeed): string {
  return speed === 1 ? 'Real timings' : `×${speed}`;
}

/** The panel's words for a fault rate: "Off", "10%", "30%". */
export function faultLabel(rate: FaultRate): string {
  return rate === 0 ? 'Off' : `${Math.round(rate * 100)}%`;
}
