import { PROSPECT_CURRENCIES, type Prospect, type ProspectCurrency } from '../../core/domain/demo/prospect';
import { badRequest } from '../DemoError';
import type { Input } from '../kernel/context';

export const PROSPECT_NAME_CHARACTERS = 80;
/** A logo is shown in the header only: 100 kB of image is plenty and keeps the snapshot small. */
export const PROSPECT_LOGO_BYTES = 100 * 1024;

const LOGO_URL = /^data:image\/(png|svg\+xml|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const ACCENT = /^#[0-9a-fA-F]{6}$/;

function nameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('prospect.name is required');
  const name = value.trim();
  if (name.length > PROSPECT_NAME_CHARACTERS)
    throw badRequest(`prospect.name is too long: the limit is ${PROSPECT_NAME_CHARACTERS} characters`);
  return name;
}

function currencyOf(value: unknown): ProspectCurrency {
  const currency = PROSPECT_CURRENCIES.find((code) => code === value);
  if (!currency) throw badRequest(`prospect.currency must be one of ${PROSPECT_CURRENCIES.join(', ')}`);
  return currency;
}

function accentOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !ACCENT.test(value))
    throw badRequest('prospect.accent must be a colour as #rrggbb');
  return value.toLowerCase();
}

function logoOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const base64 = typeof value === 'string' ? LOGO_URL.exec(value)?.[2] : undefined;
  if (base64 === undefined) throw badRequest('prospect.logo must be a data: URL of a PNG, SVG or JPEG image');
  const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
  if (bytes > PROSPECT_LOGO_BYTES) throw badRequest('prospect.logo is too large: the limit is 100 kB');
  return value as string;
}

/** The body's prospect (`{ prospect: { name, currency, accent?, logo? } }`), absent when it names none; 400 naming the faulty field. */
export function readProspect(input: Input): Prospect | undefined {
  const given = input.prospect;
  if (given === undefined || given === null) return undefined;
  if (typeof given !== 'object' || Array.isArray(given)) throw badRequest('prospect must be an object');
  const fields = given as Record<string, unknown>;
  const accent = accentOf(fields.accent);
  const logo = logoOf(fields.logo);
  return {
    name: nameOf(fields.name),
    currency: currencyOf(fields.currency),
    ...(accent ? { accent } : {}),
    ...(logo ? { logo } : {}),
  };
}
