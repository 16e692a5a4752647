import * as z from 'zod/mini';

/**
 * The cursor of a history answer. A backend that does not page sends none: its answer is then the
 * whole history, and there is nothing earlier to read.
 */
export const historyCursor = z.pipe(
  z.unknown(),
  z.transform((value): string | undefined => {
    if (typeof value !== 'object' || value === null || !('before' in value)) return undefined;
    const { before } = value;
    return typeof before === 'string' && before !== '' ? before : undefined;
  }),
);
