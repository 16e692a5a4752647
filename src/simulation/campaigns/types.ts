import type { FolderTextFields } from '../../contract/fields/folder-fields';

/** A folder of campaigns as the demo backend stores it (spec 2 §3 Folder, plus its account and its declared text fields). */
export interface DemoFolder extends FolderTextFields {
  id: string;
  account_id: string;
  name: string;
  is_pinned: boolean;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A file attached to a campaign when it was created (spec 2 §3 Campaign.files). */
export interface DemoCampaignFile {
  id: string;
  /** Key in the FileStore (the upload's gcsPath). */
  gcsPath: string;
  originalName: string;
  size: number;
  type: string;
}

/** A campaign as stored; `destination` is one id (a multi-channel creation makes one campaign each). */
export interface DemoCampaign {
  id: string;
  account_id: string;
  folder_id: string;
  name: string;
  description: string;
  status: string;
  destination: string;
  advertiser_id?: string;
  platform_account_id?: string;
  profile_id?: string;
  is_pinned: boolean;
  created_by: string;
  created_at: string;
  updated_at: string;
  orchestration_chat_id?: string;
  orchestration_message_id?: string;
  files: DemoCampaignFile[];
}

/** An entry of a campaign's activity timeline that is not an orchestration run (spec 2 §3). */
export interface DemoCampaignActivity {
  id: string;
  campaign_id: string;
  chat_id: string;
  message_type: string;
  action: string;
  status: string;
  content: string;
  json_response?: unknown;
  timestamp: string;
  created_by: string;
  /** For upload-creatives / assign-creatives: when the lazily simulated processing completes. */
  completesAt?: number;
}

/** Folders, campaigns and their activity: the v2 area of the demo backend. */
export interface DemoCampaignArea {
  folders: DemoFolder[];
  campaigns: DemoCampaign[];
  activity: DemoCampaignActivity[];
  /** Accounts whose large generated seed (Scale Test) has been written, so it is made once. */
  generatedAccounts: string[];
}
