import * as z from 'zod/mini';
import { FAULT_RATES, RUN_SPEEDS } from '../../../core/domain/demo/demo-settings';
import { PROSPECT_CURRENCIES } from '../../../core/domain/demo/prospect';

const prospectSchema = z.looseObject({
  name: z.string(),
  currency: z.enum(PROSPECT_CURRENCIES),
  accent: z.optional(z.string()),
  logo: z.optional(z.string()),
});

/** GET /api/demo/packs and the answer of POST /api/demo/packs/{packId}. */
export const demoPacksAnswer = z.looseObject({
  current: z.string(),
  packs: z.array(z.looseObject({ id: z.string(), name: z.string(), description: z.string() })),
  prospect: z.optional(prospectSchema),
});

/** GET and PUT /api/demo/settings. */
export const demoSettingsAnswer = z.looseObject({
  speed: z.literal(RUN_SPEEDS),
  faults: z.literal(FAULT_RATES),
});
