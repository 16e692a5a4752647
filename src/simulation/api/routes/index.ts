import type { Route } from '../router';
import { accountAdminRoutes } from './account-admin';
import { accountRoutes } from './accounts';
import { adminAccountRoutes } from './admin-accounts';
import { adminExportAndAuditRoutes } from './admin-export-audit';
import { adminRecordRoutes } from './admin-records';
import { adminPermissionRoutes, adminRoleRoutes } from './admin-roles';
import { adminUserRoutes } from './admin-users';
import { allowedUserRoutes } from './allowed-users';
import { campaignDetailRoutes } from './campaign-detail';
import { campaignRunRoutes } from './campaign-runs';
import { campaignRoutes } from './campaigns';
import { channelRoutes } from './channels';
import { chatRoutes } from './chat';
import { chatHistoryRoutes } from './chat-history';
import { demoPackRoutes } from './demo-packs';
import { demoSettingsRoutes } from './demo-settings';
import { exportRoutes } from './export';
import { fileMetadataRoutes } from './file-metadata';
import { fileRoutes } from './files';
import { folderRoutes } from './folders';
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
    ...demoPackRoutes,
    ...demoSettingsRoutes,
    ...accountRoutes,
    ...impersonationRoutes,
    ...adminUserRoutes,
    ...adminRoleRoutes,
    ...adminPermissionRoutes,
    ...adminAccountRoutes,
    ...accountAdminRoutes,
    ...allowedUserRoutes,
    ...channelRoutes,
    ...adminExportAndAuditRoutes,
    ...adminRecordRoutes,
    ...chatHistoryRoutes,
    ...messageRoutes,
    ...chatRoutes,
    ...orchestrationRoutes,
    ...statsRoutes,
    ...uploadRoutes,
    ...fileMetadataRoutes,
    ...exportRoutes,
    ...fileRoutes,
    ...folderRoutes,
    ...campaignRoutes,
    ...campaignDetailRoutes,
    ...campaignRunRoutes,
  ];
}
