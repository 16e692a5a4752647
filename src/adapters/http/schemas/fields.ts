import * as z from 'zod/mini';
import { jsonOrText, numeric, optionalId, optionalText, timestampText } from './lenient';

/*
 * Field readers shared by the admin and campaign answers. Each turns a missing or unusable field
 * into the empty value the tables show, so one odd row never hides the rest of a list.
 */

/** Text, or '' when missing. */
export const text = z.pipe(
  optionalText,
  z.transform((value) => value ?? ''),
);
/** A count, or 0 when missing or not a number. */
export const count = z.pipe(
  z.optional(z.catch(numeric, 0)),
  z.transform((value) => value ?? 0),
);
/** A timestamp as text, or '' when missing or unreadable. */
export const moment = z.pipe(
  z.catch(z.optional(timestampText), undefined),
  z.transform((value) => value ?? ''),
);
/** An id (text or number) as text, or '' when missing. */
export const idText = z.pipe(
  optionalId,
  z.transform((value) => value ?? ''),
);

/**
 * An optional map (JSON, or its text) whose entries `read` keeps: an entry it reads as undefined
 * is dropped, and a value that is no map at all reads as undefined.
 */
export function entriesOf<V>(read: (value: unknown) => V | undefined) {
  return z.optional(
    jsonOrText(
      z.catch(
        z.optional(
          z.pipe(
            z.record(z.string(), z.unknown()),
            z.transform((entries) => {
              const kept: Record<string, V> = {};
              for (const [key, value] of Object.entries(entries)) {
                const entry = read(value);
                if (entry !== undefined) kept[key] = entry;
              }
              return kept;
            }),
          ),
        ),
        undefined,
      ),
    ),
  );
}
