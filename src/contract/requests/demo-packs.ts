import * as z from 'zod/mini';

/** The prospect a pack is made for (issue 29); the demo backend checks the same rules by hand. */
export const prospectFields = z.strictObject({
  name: z
    .string()
    .check(z.minLength(1), z.maxLength(80), z.describe('The agency named instead of Acme Media')),
  currency: z
    .enum(['USD', 'EUR', 'GBP', 'CAD', 'AUD'])
    .check(z.describe('The currency every amount is written in')),
  accent: z.optional(
    z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/), z.describe('The header’s accent, #rrggbb')),
  ),
  logo: z.optional(
    z
      .string()
      .check(
        z.regex(/^data:image\/(png|svg\+xml|jpeg);base64,/),
        z.describe('A data: URL of a PNG, SVG or JPEG image of at most 100 kB'),
      ),
  ),
});

/** POST /api/demo/packs/{packId}: the prospect to make the pack for; none: the demo's own agency. */
export const switchPackBody = z.strictObject({ prospect: z.optional(prospectFields) });

/** GET /api/demo/packs and the switch's answer: the packs, the one held and its prospect. */
export const packListAnswer = z.looseObject({
  current: z.string(),
  packs: z.array(z.looseObject({ id: z.string(), name: z.string(), description: z.string() })),
  prospect: prospectFields,
});
