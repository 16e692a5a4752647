import type { Described } from '../described';
import type { Endpoint } from '../endpoint';
import { ACCOUNT_CALLS } from './accounts';
import { ADMIN_AREAS } from './admin';
import { CAMPAIGN_CALLS } from './campaigns';
import { CHAT_CALLS } from './chat';
import { CHAT_HISTORY_CALLS } from './chat-history';
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

/** The description of a declared endpoint. */
export function describedOf(declared: Endpoint): Described {
  const found = allDescribed().find((call) => call.endpoint === declared);
  if (!found)
    throw new Error(`${declared.method} ${declared.path} is not described in src/contract/described`);
  return found;
}
