import * as z from 'zod/mini';

/** The shares of calls fault mode fails: off, 10%, 30%. */
const FAULT_RATES = [0, 0.1, 0.3] as const;

/**
 * PUT /api/demo/settings: either or both, and the seed fault mode draws from. The panel offers speeds 1, 5 and 20; any up to 100 is
 * taken, so that the scenarios give their servers back the speed SIDEKICK_SIM_SPEED set.
 */
export const demoSettingsBody = z.strictObject({
  speed: z.optional(z.number().check(z.positive(), z.lte(100))),
  faults: z.optional(z.literal(FAULT_RATES)),
  /** With `faults`: which calls fail is drawn from it, the same calls for the same seed (a scenario's). */
  faultSeed: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
