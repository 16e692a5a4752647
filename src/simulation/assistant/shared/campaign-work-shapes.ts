import type { CampaignFacts } from './campaign-in-chat';

/**
 * # JSON results of the agents that work on a created campaign (issue 20)
 *
 * Each carries the campaign it worked on as `campaign` (CampaignFacts), so the next step of the
 * chat finds it. Amounts are plain numbers in the campaign's currency, dates ISO `YYYY-MM-DD`.
 *
 * - screenshot-builder: `ScreenshotResultJson`; each screenshot is an SVG file of the bot message
 *   (`file_metadata`, in the same order), rendered from its entry.
 * - {platform}-api, subAction enable_campaign_monitoring_{platform}: `MonitoringResultJson`.
 * - {platform}-api, subAction get_impression_reporting_{platform}: `ReportingResultJson`.
 * - fb-api, subAction copy_facebook_campaign: the platform API's shape (ApiResultJson) with
 *   `source_campaign_id` in its details and the copy as `campaign`.
 * - allocate-budget: `AllocationResultJson`; plan-campaign (dv360): `PlanResultJson`.
 * - facebook-campaign-auditor, gam-campaign-auditor: `AuditResultJson`.
 * - assign-creatives, upload-creatives: `CreativeWorkResultJson`.
 */

export interface Metric {
  name: string;
  value: string;
}

export interface Screenshot {
  placement: string;
  /** What the placement looks like: which frame the image draws the ad in. */
  frame: 'feed' | 'story' | 'web-page' | 'video' | 'search' | 'tv' | 'map';
  device: 'Mobile' | 'Desktop' | 'TV';
  ad_size: string;
  file_name: string;
  headline: string;
  advertiser: string;
  call_to_action: string;
  creative: string;
}

export interface ScreenshotResultJson {
  summary: string;
  platform: string;
  campaign: CampaignFacts;
  screenshots: Screenshot[];
  generated_at: string;
}

export interface MonitoringResultJson {
  summary: string;
  platform: string;
  campaign: CampaignFacts;
  monitoring_status: 'enabled';
  metrics: Metric[];
  monitors: { monitor: string; rule: string; severity: 'high' | 'medium' | 'low'; status: string }[];
  insights: string[];
}

export interface DeliveryRow {
  week_starting: string;
  planned_impressions: number;
  delivered_impressions: number | null;
  planned_spend: number;
  delivered_spend: number | null;
  /** Delivered against planned up to the end of the row, in percent; null before delivery. */
  pacing_percent: number | null;
}

export interface ReportingResultJson {
  summary: string;
  platform: string;
  campaign: CampaignFacts;
  report_date: string;
  currency: string;
  /** Where the plan's CPM comes from: the campaign's own figures, or a benchmark said as such. */
  plan_basis: string;
  totals: {
    planned_impressions: number;
    delivered_impressions: number;
    planned_spend: number;
    delivered_spend: number;
    pacing_percent: number | null;
  };
  delivery: DeliveryRow[];
}

export interface AllocationResultJson {
  summary: string;
  campaign_name: string;
  campaign?: CampaignFacts;
  basis: string;
  currency: string;
  metrics: Metric[];
  allocations: {
    allocation: string;
    platform: string;
    current_budget: number | null;
    recommended_budget: number;
    change: number;
    share_percent: number;
  }[];
  recommendations: { title: string; description: string; priority: 'high' | 'medium' | 'low' }[];
}

export interface PlanResultJson {
  summary: string;
  platform: 'dv360';
  campaign_name: string;
  advertiser: string;
  date_range: { start_date: string; end_date: string };
  metrics: Metric[];
  insertion_order: Record<string, unknown>;
  planned_line_items: Record<string, unknown>[];
  recommendations: { title: string; description: string; priority: 'high' | 'medium' | 'low' }[];
  missing_values: string[];
}

export interface AuditFinding {
  severity: 'high' | 'medium' | 'low';
  area: string;
  finding: string;
  recommendation: string;
}

export interface AuditResultJson {
  summary: string;
  platform: 'facebook' | 'gam';
  campaign: CampaignFacts;
  audit_score: number;
  checks_run: number;
  findings: AuditFinding[];
  passed_checks: string[];
}

export interface CreativeWorkResultJson {
  summary: string;
  platform: string;
  campaign: CampaignFacts;
  metrics: Metric[];
  assignments?: { creative: string; size: string; placement: string; status: string }[];
  uploads?: { creative: string; file_name: string; platform_creative_id: string; review_status: string }[];
}
