/*
 * Folders and campaigns (spec 2 §3) as the product thinks of them. The backend's names
 * (is_pinned, folder_name, orchestration_chat_id …) are read once, in
 * src/adapters/http/schemas/campaign.ts.
 */

import type { FolderTextFields } from '../../contract/fields/folder-fields';

export type { FolderTextFields };

/** A folder of campaigns, with the text fields its declaration names (FOLDER_TEXT_FIELDS). */
export interface Folder extends FolderTextFields {
  id: string;
  name: string;
  isPinned: boolean;
  campaignCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignFile {
  id: string;
  name: string;
  size?: number;
  publicUrl?: string;
  expiresAt?: number | string;
}

/** A campaign. */
export interface Campaign {
  id: string;
  name: string;
  description?: string;
  status: string;
  destination: string;
  folderName?: string;
  folderId?: string;
  advertiserId?: string;
  profileId?: string;
  isPinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** The chat and message of its orchestration, once one was started. */
  orchestrationChatId?: string;
  orchestrationMessageId?: string;
  files: CampaignFile[];
}

/** An entry of a campaign's activity timeline. */
export interface CampaignMessage {
  messageId: string;
  chatId: string;
  /** orchestration, fast-track, upload-creatives, assign-creatives … */
  type: string;
  action?: string;
  status?: string;
  content?: string;
  result?: unknown;
  isPrimary?: boolean;
  timestamp: string;
  createdByName?: string;
}

/** The sortable columns of the folders list (spec 2 §2.4). */
export const FOLDER_SORTS = ['name', 'campaignCount', 'updatedAt', 'createdAt'] as const;
/** The sortable columns of the campaigns list (spec 2 §2.5). */
export const CAMPAIGN_SORTS = [
  'name',
  'status',
  'destination',
  'folderName',
  'createdAt',
  'updatedAt',
  'isPinned',
] as const;
