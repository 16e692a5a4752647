import type { Route } from '../router';
import { accountRoutes } from './accounts';
import { adminListRoutes } from './admin-lists';
import { chatHistoryRoutes } from './chat-history';
import { fileRoutes } from './files';
import { identityRoutes } from './identity';
import { impersonationRoutes } from './impersonation';

/** Every route of the demo backend, grouped per area. */
export function allRoutes(): Route[] {
  return [
    ...identityRoutes,
    ...accountRoutes,
    ...impersonationRoutes,
    ...adminListRoutes,
    ...chatHistoryRoutes,
    ...fileRoutes,
  ];
}
