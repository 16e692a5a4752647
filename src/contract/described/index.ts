import type { Described, HostDescribed } from '../described';
import type { HostEndpoint } from '../endpoint';
import { ACCOUNT_CALLS } from './accounts';
import { ADMIN_AREAS } from './admin';
import { CAMPAIGN_CALLS } from './campaigns';
import { CHAT_CALLS } from './chat';
import { CHAT_HISTORY_CALLS } from './chat-history';
import { DEMO_HOST_CALLS } from './demo-host';
import { DEMO_PACK_CALLS } from './demo-packs';
import { DEMO_SETTINGS_CALLS } from './demo-settings';
import { FILE_CALLS } from './files';
import { FOLDER_CALLS } from './folders';
import { IDENTITY_CALLS } from './identity';
import { ORCHESTRATION_CALLS } from './orchestration';

/** Every endpoint declared in src/contract, with its description, in the reference page's order. */
export function allDescribed(): Described[] {
  const areas = [FOLDER_CALLS, CAMPAIGN_CALLS, ORCHESTRATION_CALLS, DEMO_PACK_CALLS, DEMO_SETTINGS_CALLS];
  const chatSide = [IDENTITY_CALLS, ACCOUNT_CALLS, CHAT_CALLS, CHAT_HISTORY_CALLS, FILE_CALLS];
  return [...areas, ...chatSide, ...ADMIN_AREAS].flatMap((area) => Object.values(area));
}

/**
 * The endpoints the HTTP host answers itself (mock-server/http), outside the simulation: the
 * contract documents them and the contract test drives them like every other.
 */
export function hostDescribed(): HostDescribed[] {
  return Object.values(DEMO_HOST_CALLS);
}

/** The description of a declared endpoint, the simulation's or the host's. */
export function describedOf(declared: HostEndpoint): HostDescribed {
  const found = [...allDescribed(), ...hostDescribed()].find((call) => call.endpoint === declared);
  if (!found)
    throw new Error(`${declared.method} ${declared.path} is not described in src/contract/described`);
  return found;
}
