import type { Described } from '../described';
import type { Endpoint } from '../endpoint';
import { CAMPAIGN_CALLS } from './campaigns';
import { FOLDER_CALLS } from './folders';

/** Every endpoint declared in src/contract, with its description, in the reference page's order. */
export function allDescribed(): Described[] {
  return [...Object.values(FOLDER_CALLS), ...Object.values(CAMPAIGN_CALLS)];
}

/** The description of a declared endpoint. */
export function describedOf(declared: Endpoint): Described {
  const found = allDescribed().find((call) => call.endpoint === declared);
  if (!found)
    throw new Error(`${declared.method} ${declared.path} is not described in src/contract/described`);
  return found;
}
