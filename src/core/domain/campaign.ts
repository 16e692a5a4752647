/** A folder of campaigns (spec 2 §3). */
export interface Folder {
  id: string;
  name: string;
  is_pinned: boolean;
  campaign_count: number;
  created_at: string;
  updated_at: string;
}

export interface CampaignFile {
  id: string;
  name: string;
  size?: number;
  publicUrl?: string;
  expiresAt?: number | string;
}

/** A campaign (spec 2 §3). */
export interface Campaign {
  id: string;
  name: string;
  description?: string;
  status: string;
  destination: string;
  folder_name?: string;
  folderId?: string;
  advertiser_id?: string;
  profile_id?: string;
  is_pinned: boolean;
  created_at: string;
  updated_at: string;
  orchestration_chat_id?: string;
  orchestration_message_id?: string;
  files: CampaignFile[];
}

/** An entry of a campaign's activity timeline (spec 2 §3). */
export interface CampaignMessage {
  message_id: string;
  chat_id: string;
  message_type: string;
  action?: string;
  status?: string;
  content?: string;
  json_response?: unknown;
  is_primary?: boolean;
  message_timestamp: string;
  created_by_name?: string;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface ListQuery {
  search?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}
