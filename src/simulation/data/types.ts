import type { Prospect } from '../../core/domain/demo/prospect';
import type { AssistantResult, Offer } from '../assistant';
import type { DemoCampaignArea } from '../campaigns/types';
import type { DemoRun } from '../orchestration/types';
import type { DemoFileMetadata } from './file-metadata';

/**
 * Everything the demo backend stores, as one plain JSON-serialisable object. Field names follow
 * the backend's own spelling (spec 3 §3) so the admin routes can answer records almost as stored.
 */
export interface DemoData {
  /** Bumped when the shape changes, so a stale `.data/db.json` can be recognised. */
  version: number;
  /** Counter behind every generated id: ids stay short, readable and deterministic. */
  sequence: number;
  users: DemoUser[];
  accounts: DemoAccount[];
  accountUsers: DemoAccountUser[];
  roles: DemoRole[];
  permissions: DemoPermission[];
  rolePermissions: DemoRolePermission[];
  allowedUsers: DemoAllowedUser[];
  /** The records of the plain admin collections (src/contract/records), each tagged with its collection. */
  adminRecords: DemoAdminRecord[];
  channelTypes: DemoChannelType[];
  channelConfigs: DemoChannelConfig[];
  accountChannels: DemoAccountChannel[];
  accountSettings: DemoAccountSetting[];
  chats: DemoChat[];
  messages: DemoMessage[];
  /** Orchestration runs (fast-track, shell, Salesforce): see src/simulation/orchestration. */
  runs: DemoRun[];
  files: DemoFileRecord[];
  impersonations: DemoImpersonation[];
  /** Every change made while impersonating; written only by the server (src/simulation/audit). */
  auditTrail: DemoAuditEntry[];
  personas: DemoPersonaEntry[];
  /** Folders and campaigns (spec 2); made on first use when a stored file predates them. */
  campaignArea?: DemoCampaignArea;
  /** The demo pack the data was switched to (src/simulation/packs); absent: the seed's. */
  pack?: string;
  /** The prospect the pack was made for (src/simulation/packs/personalise.ts); absent: the demo's own agency. */
  prospect?: Prospect;
}

export interface DemoUser {
  id: string;
  email: string;
  display_name: string;
  given_name: string;
  picture_url: string | null;
  role_id: string;
  /** The user's own account; null for admins who act only through a selected account. */
  account_id: string | null;
  last_login: string | null;
  created_at: string;
  /** Inactive users (spec 3 §4) cannot sign in. */
  is_deleted: boolean;
}

export interface DemoAccount {
  id: string;
  name: string;
  description: string;
  status: 'active' | 'inactive';
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A user's membership of an account; account admins manage that account's users and settings. */
export interface DemoAccountUser {
  id: string;
  account_id: string;
  user_id: string;
  is_account_admin: boolean;
  added_by: string | null;
  created_at: string;
}

export interface DemoRole {
  id: string;
  name: string;
  description: string;
  created_at: string;
}

export interface DemoPermission {
  id: string;
  key: string;
  name: string;
  description: string;
  /** Built-in permissions cannot be edited or deleted (spec 3 §6). */
  is_system: boolean;
}

export interface DemoRolePermission {
  role_id: string;
  permission_id: string;
}

export interface DemoAllowedUser {
  id: string;
  email: string;
  initial_role_id: string;
  initial_account_id: string;
  created_at: string;
  updated_at: string;
}

export interface DemoChannelField {
  id: string;
  field_name: string;
  field_label: string;
  field_type: 'boolean' | 'number' | 'text';
  is_required: boolean;
}

export interface DemoChannelType {
  id: string;
  name: string;
  /** The destination id (spec 1 §1) a channel of this type enables, e.g. 'dv360'. */
  destination: string;
  fields: DemoChannelField[];
}

export interface DemoChannelConfig {
  id: string;
  name: string;
  channel_type_id: string;
  field_values: Record<string, string | number | boolean>;
  created_by: string | null;
  created_at: string;
}

export interface DemoAccountChannel {
  id: string;
  account_id: string;
  channel_id: string;
  is_enabled: boolean;
  created_at: string;
}

export interface DemoAccountSetting {
  id: string;
  account_id: string;
  setting_key: string;
  setting_value: string;
  created_at: string;
  updated_at: string;
}

export interface DemoChat {
  id: string;
  user_id: string;
  account_id: string;
  summary: string;
  pinned: boolean;
  created_at: string;
  updated_at: string;
}

export type { DemoFileMetadata } from './file-metadata';

export interface DemoReference {
  messageId: string;
  type: 'message';
  timestamp?: string;
  sourceMessageId?: string;
  action?: string;
  subAction?: string;
}

/** A result that becomes visible once `completesAt` has passed (time is lazy, not timers). */
export interface DemoPending {
  startedAt: number;
  completesAt: number;
  result: AssistantResult;
}

export interface DemoMessage {
  id: string;
  chat_id: string;
  user_id: string;
  account_id: string;
  type: 'user' | 'bot' | 'system' | 'error';
  content: string;
  timestamp: string;
  action?: string;
  subAction?: string;
  sourceMessageId?: string;
  status?: 'processing' | 'completed' | 'approved' | 'rejected' | 'failed';
  feedback?: string;
  jsonResponse?: unknown;
  file_metadata?: DemoFileMetadata[];
  references?: DemoReference[];
  pending?: DemoPending;
  /** What the answer asked or offered ("Did you mean …?", the sample IO): the next message may settle it. */
  offer?: Offer;
  /** Set when the user stopped an orchestration (fast-track or Salesforce) before it finished. */
  stoppedAt?: number;
  /** The name and pin of the generated file a bot result stands for in the briefcase. */
  briefcase?: { name?: string; pinned?: boolean };
}

/** An uploaded or generated file kept in the FileStore under `key`. */
export interface DemoFileRecord {
  key: string;
  account_id: string;
  user_id: string;
  originalName: string;
  size: number;
  type: string;
  created_at: string;
}

/** An admin acting as another user; the admin's token stays in use (docs/backend-contract.md). */
export interface DemoImpersonation {
  adminUserId: string;
  targetUserId: string;
  startedAt: string;
}

/** One change made by an admin while impersonating another user. */
export interface DemoAuditEntry {
  id: string;
  at: string;
  /** The signed-in identity (the admin's token). */
  admin_user_id: string;
  admin_email: string;
  /** The user the admin was impersonating when the call was made. */
  target_user_id: string;
  target_email: string;
  /**
   * The identity the call acted as: the impersonated user, or the admin themselves (a call made as
   * themselves while an impersonation was open); absent in entries written before it was recorded.
   */
  acting_user_id?: string;
  acting_email?: string;
  action: string;
  method: string;
  path: string;
  status: number;
}

export interface DemoPersonaEntry {
  email: string;
  displayName: string;
  summary: string;
}

/** Version of the DemoData shape written by this code. */
export const DEMO_DATA_VERSION = 3;

/** A record of a plain admin collection (src/contract/records): its fields as text. */
export interface DemoAdminRecord {
  id: string;
  /** The collection's name ('holidays'). */
  collection: string;
  values: Record<string, string>;
  created_at: string;
  updated_at: string;
}
