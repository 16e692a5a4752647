/**
 * # JSON results of the demo assistant
 *
 * What `jsonResponse` holds for each action, so the result viewer and its specialised views can be
 * built against it. Keys use underscores (the viewer shows them as words); `summary` and
 * `pdf_processing_note` come first. Values marked *tracked* are `{ value, status, notes }` objects
 * (three columns in the viewer); `status` is `extracted` | `generated` | `edited` | `warning` |
 * `error`. Dates are ISO `YYYY-MM-DD`; amounts are plain numbers in `currency`.
 *
 * ## Validation block (any processing result)
 * `validation: { summary: { overall_status: 'passed' | 'passed_with_warnings' | 'failed',
 *   validation_issues: string[], fields_with_issues: number, total_fields_validated: number },
 *   issues: [{ field, severity: 'error' | 'warning', message }] }`
 *
 * ## campaign-processor / campaign-augmentor (also subAction `media-plan`)
 * `{ pdf_processing_note, summary, document_type: 'Insertion order' | 'Media plan', io_number*,
 *   advertiser*, agency*, campaign_name*, flight_start_date*, flight_end_date*, total_budget*,
 *   currency*, platforms: string[], line_items: [{ line_item_name, platform, budget, impressions,
 *   cpm, start_date, end_date, source }], line_item_total, targeting: { geo*: string[], audience* },
 *   kpis: [{ kpi, target }], contact: { name*, email*, phone* }, source_file?, validation }`
 *   (* tracked: status 'extracted' with notes "page 1, line 7: '…'", 'not found' with an empty
 *   value, 'sample', 'edited', or the severity). An edit adds `changes_applied: string[]` (one sentence per change or fix), and so
 *   do the creative and launch edits below.
 *
 * ## media-brief-processor
 * `{ pdf_processing_note, summary, advertiser, campaign_objective, target_audience, budget,
 *   currency, flight_start_date, flight_end_date, recommended_platforms: [{ platform, budget_share,
 *   rationale }], kpis: [{ kpi, target }], key_messages: string[], validation }`
 *
 * ## creative-processor / creative-augmentor
 * `{ summary, advertiser, campaign_name, source_files: string[], total_creatives,
 *   creatives: [{ creative_name, file_name, format: 'display' | 'video' | 'social', file_type,
 *   dimensions, duration_seconds: number | null, file_size_kb, landing_url, compatible_platforms,
 *   status: 'ready' | 'needs_attention', notes }], validation }`
 *
 * ## campaign-launcher / launch-augmentor
 * `{ summary, source, campaign_name, advertiser, flight_start_date, flight_end_date, total_budget,
 *   currency, platforms: string[], platform_configurations: { [platformId]: {...} }, validation }`
 * Each platform's configuration follows that platform's vocabulary:
 * - facebook: `campaign { name, objective, buying_type, special_ad_categories, lifetime_budget }`,
 *   `ad_sets [{ name, optimization_goal, billing_event, bid_strategy, budget, targeting { geo_locations,
 *   age_min, age_max }, placements }]`
 * - gam: `order { name, advertiser, trafficker }`, `line_items [{ name, line_item_type, cost_type, rate,
 *   goal_impressions, creative_sizes, ad_units, start_date, end_date }]`
 * - dv360 / youtube-dv360: `insertion_order { display_name, budget, pacing, kpi, frequency_cap }`,
 *   `line_items [{ display_name, line_item_type, bid_strategy, budget, targeting }]`
 * - ttd: `campaign { name, budget, pacing_mode, primary_goal }`, `ad_groups [{ name, channel,
 *   base_bid_cpm, max_bid_cpm, budget, audience }]`
 * - tiktok: `campaign { campaign_name, objective_type, budget_mode, budget }`, `ad_groups [{ adgroup_name,
 *   placement_type, placements, location, age_groups, optimization_goal, bid_type, budget }]`
 * - google-ads-search / google_display / google-ads-pmax: `campaign { name, advertising_channel_type,
 *   bidding_strategy_type, daily_budget }`, `ad_groups` (search: with `keywords`) or `asset_groups` (pmax)
 * - madhive, amazon_dsp, groundtruth, reddit: `campaign {...}` and `line_items` / `ad_groups`.
 *
 * ## Platform API actions (fb-api, gam-api, g-ads-api, tiktok-api, dv360-api, ttd-api, …)
 * `{ success: boolean, campaign_id, campaign_url, platform, summary, details: { campaign_name,
 *   status, budget, currency, flight_start_date, flight_end_date, created_items: [{ type, id, name }],
 *   created_at }, errors?: string[] }`; content 'Campaign created successfully. Details below:' or,
 *   when the launch configuration failed validation, success false with
 *   'Campaign creation failed. Please check the details below and try again.'
 *
 * ## analyze-campaign (subAction `cross-platform` | `dv360` | `ttd` | a platform id) and optimize-campaign
 * `{ summary, analysis_type: 'cross_platform' | 'dv360_optimizer' | 'ttd_optimizer' | …, platform,
 *   campaign_name, date_range: { start_date, end_date }, metrics: [{ name, value, change }],
 *   platforms (cross-platform) | line_items (single platform): [{ …scalar columns }],
 *   insights: string[], recommendations: [{ title, description, priority: 'high' | 'medium' | 'low',
 *   expected_impact }] }`
 *
 * ## qa-campaign
 * `{ summary, overall_status: 'passed' | 'failed', platform, campaign_id, campaign_name,
 *   checks_passed, checks_failed, comparisons: [{ field, expected, actual, match: boolean, notes }] }`
 *
 * ## optimization-executor (always more than 5 affected line items, for '+N more')
 * `{ summary, status: 'completed' | 'completed_with_errors', platform, optimization_id, executed_at,
 *   total_affected, affected_line_items: [{ line_item_id, line_item_name }],
 *   executed_changes: [{ line_item, line_item_id, change, from, to, status: 'applied' | 'failed' }] }`
 *
 * ## fast-track
 * `{ summary, workflow_type: 'fast-track', platform, steps: [{ step, status, duration_seconds }],
 *   campaign_name, advertiser, total_budget, api_result: { success, campaign_id, campaign_url,
 *   details } }`
 *
 * ## ask-assistant, general
 * A text answer in `content`; no JSON.
 */
import type { TrackedField } from './tracked-field';
import type { ValidationBlock } from './validation-block';

export interface LineItemJson {
  line_item_name: string;
  platform: string;
  budget: number | null;
  impressions: number | null;
  cpm: number | null;
  start_date: string;
  end_date: string;
  /** Where the item was read ("page 1, line 13: '…'"), or "sample" for a demo value. */
  source?: string;
}

export interface CampaignResultJson {
  pdf_processing_note: string;
  summary: string;
  document_type: string;
  io_number: TrackedField;
  advertiser: TrackedField;
  agency: TrackedField;
  campaign_name: TrackedField;
  flight_start_date: TrackedField;
  flight_end_date: TrackedField;
  total_budget: TrackedField;
  currency: TrackedField;
  platforms: string[];
  line_items: LineItemJson[];
  line_item_total: number;
  targeting: { geo: TrackedField; audience: TrackedField };
  kpis: { kpi: string; target: string }[];
  contact: { name: TrackedField; email: TrackedField; phone: TrackedField };
  source_file?: string;
  changes_applied?: string[];
  validation: ValidationBlock;
}

/** One value an edit changed (the result reports it as a sentence in `changes_applied`). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface CreativeJson {
  creative_name: string;
  file_name: string;
  format: 'display' | 'video' | 'social';
  file_type: string;
  dimensions: string;
  duration_seconds: number | null;
  file_size_kb: number;
  landing_url: string;
  compatible_platforms: string[];
  status: 'ready' | 'needs_attention';
  notes: string;
}

export interface CreativeResultJson {
  summary: string;
  advertiser: string;
  campaign_name: string;
  source_files: string[];
  total_creatives: number;
  creatives: CreativeJson[];
  changes_applied?: string[];
  validation: ValidationBlock;
}

export interface LaunchResultJson {
  summary: string;
  source: string;
  campaign_name: string;
  advertiser: string;
  flight_start_date: string;
  flight_end_date: string;
  total_budget: number;
  currency: string;
  platforms: string[];
  platform_configurations: Record<string, Record<string, unknown>>;
  changes_applied?: string[];
  validation: ValidationBlock;
}

export interface ApiResultJson {
  success: boolean;
  campaign_id: string;
  campaign_url: string;
  platform: string;
  summary: string;
  details: Record<string, unknown>;
  errors?: string[];
}

export interface AnalysisResultJson {
  summary: string;
  analysis_type: string;
  platform: string;
  campaign_name: string;
  date_range: { start_date: string; end_date: string };
  metrics: { name: string; value: string; change: string }[];
  platforms?: Record<string, string | number>[];
  line_items?: Record<string, string | number>[];
  insights: string[];
  recommendations: {
    title: string;
    description: string;
    priority: 'high' | 'medium' | 'low';
    expected_impact: string;
  }[];
}

export interface QaResultJson {
  summary: string;
  overall_status: 'passed' | 'failed';
  platform: string;
  campaign_id: string;
  campaign_name: string;
  checks_passed: number;
  checks_failed: number;
  comparisons: { field: string; expected: string; actual: string; match: boolean; notes: string }[];
}

export interface ExecutorResultJson {
  summary: string;
  status: 'completed' | 'completed_with_errors';
  platform: string;
  optimization_id: string;
  executed_at: string;
  total_affected: number;
  affected_line_items: { line_item_id: string; line_item_name: string }[];
  executed_changes: {
    line_item: string;
    line_item_id: string;
    change: string;
    from: string;
    to: string;
    status: 'applied' | 'failed';
  }[];
}
