import * as z from 'zod/mini';
import type { DemoPersona } from '../../../core/ports/AuthPort';
import { optionalText, wrapped, wrappedList } from './lenient';

const personaSchema = z.pipe(
  z.looseObject({
    email: z.string(),
    displayName: optionalText,
    display_name: optionalText,
    summary: optionalText,
  }),
  z.transform(
    (dto): DemoPersona => ({
      email: dto.email,
      displayName: dto.displayName ?? dto.display_name ?? dto.email,
      summary: dto.summary ?? '',
    }),
  ),
);

/** GET /api/demo/personas. */
export const personaListAnswer = wrappedList(personaSchema, 'persona', ['personas']);

/** POST /api/demo/token: the signed identity token. */
export const demoTokenAnswer = wrapped(z.string().check(z.minLength(1)), ['token', 'idToken']);
