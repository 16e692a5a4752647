import { z } from 'zod';
import type { DemoPersona } from '../../../core/ports/AuthPort';
import { optionalText, wrapped, wrappedList } from './lenient';

const personaSchema = z
  .looseObject({
    email: z.string(),
    displayName: optionalText,
    display_name: optionalText,
    summary: optionalText,
  })
  .transform(
    (dto): DemoPersona => ({
      email: dto.email,
      displayName: dto.displayName ?? dto.display_name ?? dto.email,
      summary: dto.summary ?? '',
    }),
  );

/** GET /api/demo/personas. */
export const personaListAnswer = wrappedList(personaSchema, 'persona', ['personas']);

/** POST /api/demo/token: the signed identity token. */
export const demoTokenAnswer = wrapped(z.string().min(1), ['token', 'idToken']);
