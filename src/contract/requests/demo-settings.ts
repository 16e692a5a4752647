import * as z from 'zod/mini';

/** The run speeds a presenter may pick: real timings, five and twenty times faster. */
const RUN_SPEEDS = [1, 5, 20] as const;
/** The shares of calls fault mode fails: off, 10%, 30%. */
const FAULT_RATES = [0, 0.1, 0.3] as const;

/** PUT /api/demo/settings: either or both. */
export const demoSettingsBody = z.strictObject({
  speed: z.optional(z.literal(RUN_SPEEDS)),
  faults: z.optional(z.literal(FAULT_RATES)),
});
