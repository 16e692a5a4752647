import * as z from 'zod/mini';

/** PUT /api/demo/faults: the rules as SIDEKICK_FAULTS takes them; "" turns fault mode off. */
export const faultsBody = z.strictObject({ faults: z.string() });
