import * as z from 'zod/mini';
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

/** GET and PUT /api/demo/settings: any speed and rate (SIDEKICK_SIM_SPEED and SIDEKICK_FAULTS may set others than the panel's). */
export const demoSettingsAnswer = z.looseObject({
  speed: z.number().check(z.positive()),
  faults: z.number().check(z.gte(0), z.lte(1)),
});
