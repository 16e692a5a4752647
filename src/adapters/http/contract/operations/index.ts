import type { Operation } from '../operation';
import { adminOperations } from './admin';
import { adminAccountOperations } from './admin-accounts';
import { campaignOperations } from './campaigns';
import { channelOperations } from './channels';
import { chatOperations } from './chat';
import { demoHostOperations } from './demo-host';
import { identityOperations } from './identity';
import { orchestrationOperations } from './orchestration';

/** Every call of the backend contract, in the order of the reference page. */
export function allOperations(): Operation[] {
  return [
    ...identityOperations,
    ...chatOperations,
    ...orchestrationOperations,
    ...campaignOperations,
    ...adminOperations,
    ...adminAccountOperations,
    ...channelOperations,
    ...demoHostOperations,
  ];
}
