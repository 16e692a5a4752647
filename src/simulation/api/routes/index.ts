import type { Route } from '../router';
import { accountRoutes } from './accounts';
import { adminListRoutes } from './admin-lists';
import { chatRoutes } from './chat';
import { chatHistoryRoutes } from './chat-history';
import { exportRoutes } from './export';
import { fileMetadataRoutes } from './file-metadata';
import { fileRoutes } from './files';
import { identityRoutes } from './identity';
import { impersonationRoutes } from './impersonation';
import { messageRoutes } from './messages';
import { orchestrationRoutes } from './orchestration';
import { statsRoutes } from './stats';
import { uploadRoutes } from './upload';

/** Every route of the demo backend, grouped per area. */
export function allRoutes(): Route[] {
  return [
    ...identityRoutes,
    ...accountRoutes,
    ...impersonationRoutes,
    ...adminListRoutes,
    ...chatHistoryRoutes,
    ...messageRoutes,
    ...chatRoutes,
    ...orchestrationRoutes,
    ...statsRoutes,
    ...uploadRoutes,
    ...fileMetadataRoutes,
    ...exportRoutes,
    ...fileRoutes,
  ];
}
