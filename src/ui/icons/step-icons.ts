import {
  Camera,
  ChartLine,
  ClipboardCheck,
  Copy,
  Eye,
  FastForward,
  FilePen,
  FileSpreadsheet,
  Files,
  FileText,
  Gauge,
  Handshake,
  ImagePlus,
  Images,
  type LucideIcon,
  Map as MapIcon,
  Megaphone,
  PiggyBank,
  Play,
  Rocket,
  Settings2,
  SlidersHorizontal,
  TrendingUp,
  Workflow,
} from 'lucide-react';
import { STEP_ID_PLATFORMS } from '../../core/domain/orchestration-run/spec-step-ids';

/**
 * The icon of each workflow step id of spec 1 §3 ("each step has id, text, icon"), keyed by the
 * id. The {platform} ids are listed for every platform of the spec; an id not listed here gets
 * the icon of its family (its prefix), and any other id the generic step icon.
 */
const perPlatform = (prefix: string, icon: LucideIcon, platforms: readonly string[] = STEP_ID_PLATFORMS) =>
  platforms.map((platform) => [`${prefix}${platform}`, icon] as const);

const ANALYSED_PLATFORMS = ['dv360', 'ttd', 'reddit'] as const;
const MONITORED_PLATFORMS = ['facebook', 'gam', 'tiktok', 'amazon_dsp'] as const;

export const STEP_ICONS: ReadonlyMap<string, LucideIcon> = new Map<string, LucideIcon>([
  ['upload_an_insertion_order', FileText],
  ['update_campaign_details', FilePen],
  ['process_creative_assets', Images],
  ['update_creative_details', ImagePlus],
  ['apply_launch_configuration', Settings2],
  ['update_configuration_details', SlidersHorizontal],
  ...perPlatform('create_the_campaign_', Megaphone),
  ...perPlatform('assign_creatives_', ImagePlus),
  ...perPlatform('upload_creatives_', Images),
  ...perPlatform('analyze_', ChartLine, ANALYSED_PLATFORMS),
  ...perPlatform('optimize_', TrendingUp, ANALYSED_PLATFORMS),
  ...perPlatform('execute_optimization_', Play, ANALYSED_PLATFORMS),
  ...perPlatform('qa_', ClipboardCheck, ANALYSED_PLATFORMS),
  ['plan_dv360_campaign', MapIcon],
  ['allocate_budget', PiggyBank],
  ['create_salesforce_opportunity', Handshake],
  ['copy_facebook_campaign', Copy],
  ...perPlatform('enable_campaign_monitoring_', Eye, MONITORED_PLATFORMS),
  ...perPlatform('get_impression_reporting_', Gauge, MONITORED_PLATFORMS),
  ['generate_screenshots', Camera],
  ['upload_a_media_plan', FileSpreadsheet],
  ['process_media_briefs', Files],
  ...perPlatform('fast_track_shell_', Rocket),
  ...perPlatform('fast_track_', FastForward),
  ['fast_track_salesforce_opportunity', Handshake],
  // The auditors check a campaign as QA checks a result.
  ...perPlatform('audit_campaign_', ClipboardCheck, ['facebook', 'gam']),
]);

/** Families of ids, longest prefix first: a step of a platform the spec does not list yet. */
const FAMILIES: readonly (readonly [string, LucideIcon])[] = [
  ['create_the_campaign_', Megaphone],
  ['assign_creatives_', ImagePlus],
  ['upload_creatives_', Images],
  ['enable_campaign_monitoring_', Eye],
  ['get_impression_reporting_', Gauge],
  ['execute_optimization', Play],
  ['fast_track_shell_', Rocket],
  ['fast_track_', FastForward],
  ['analyze', ChartLine],
  ['optimize', TrendingUp],
  ['qa_', ClipboardCheck],
];

/** A generic step: any id the spec does not name. */
export const GENERIC_STEP_ICON: LucideIcon = Workflow;

export function stepIcon(stepId: string): LucideIcon {
  return (
    STEP_ICONS.get(stepId) ?? FAMILIES.find(([prefix]) => stepId.startsWith(prefix))?.[1] ?? GENERIC_STEP_ICON
  );
}
