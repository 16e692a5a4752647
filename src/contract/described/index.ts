import type { Described } from '../described';
import type { Endpoint } from '../endpoint';
import { ADMIN_AREAS } from './admin';
import { CAMPAIGN_CALLS } from './campaigns';
import { DEMO_PACK_CALLS } from './demo-packs';
import { FOLDER_CALLS } from './folders';
import { ORCHESTRATION_CALLS } from './orchestration';

/** Every endpoint declared in src/contract, with its description, in the reference page's order. */
export function allDescribed(): Described[] {
  return [FOLDER_CALLS, CAMPAIGN_CALLS, ORCHESTRATION_CALLS, DEMO_PACK_CALLS, ...ADMIN_AREAS].flatMap(
    (area) => Object.values(area),
  );
}

/** The description of a declared endpoint. */
export function describedOf(declared: Endpoint): Described {
  const found = allDescribed().find((call) => call.endpoint === declared);
  if (!found)
    throw new Error(`${declared.method} ${declared.path} is not described in src/contract/described`);
  return found;
}
