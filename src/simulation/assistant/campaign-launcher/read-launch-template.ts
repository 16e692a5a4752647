import { parseDate } from '../shared/calendar-dates';
import { platformById } from '../shared/platform-catalog';
import { templatePlatforms } from './template-blocks';

/**
 * What a launch template (JSON) says, as given: the stable result of `readLaunchTemplate`, used
 * by the campaign launcher and the orchestration run engine. Nothing is filled in: a value the
 * template does not state is absent.
 */
export interface LaunchTemplateReading {
  templateName?: string;
  advertiser?: string;
  campaignName?: string;
  /** ISO dates. */
  flightStart?: string;
  flightEnd?: string;
  currency?: string;
  /** The template's stated total; absent when it states none (see `lineItemTotal`). */
  totalBudget?: number;
  /** Platform ids (spec 1 §1), in the template's order. */
  platforms: string[];
  lineItems: TemplateLineItem[];
  /** Each platform's own settings block as the template gives it (ids, objectives, ad sets …). */
  blocks: Record<string, Record<string, unknown>>;
  /** Each platform's stated budget, from its block. */
  platformBudgets: Record<string, number>;
}

export interface TemplateLineItem {
  platform?: string;
  name?: string;
  budget?: number;
  startDate?: string;
  endDate?: string;
}

type Json = Record<string, unknown>;

const NAME_KEYS = [
  'name',
  'line_item_name',
  'adset_name',
  'ad_set_name',
  'adgroup_name',
  'ad_group_name',
  'campaign_name',
  'insertion_order_name',
  'display_name',
];
const BUDGET_KEYS = [
  'budget',
  'lifetime_budget',
  'total_budget',
  'budget_amount',
  'amount',
  'spend',
  'budget_micros',
];
const ITEM_LISTS = [
  'line_items',
  'lineItems',
  'ad_sets',
  'adSets',
  'ad_groups',
  'adGroups',
  'campaigns',
  'insertion_orders',
  'packages',
  'flights',
];
const START_KEYS = [
  'flight_start_date',
  'start_date',
  'startDate',
  'start',
  'start_time',
  'schedule_start_time',
];
const END_KEYS = ['flight_end_date', 'end_date', 'endDate', 'end', 'end_time', 'schedule_end_time'];

/** Reads a launch template's JSON text; undefined when it is not JSON. Deterministic. */
export function readLaunchTemplate(text: string): LaunchTemplateReading | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const root = parsed as Json;
  const { platforms, blocks } = templatePlatforms(root);
  const single = platforms.length === 1 ? platforms[0] : undefined;

  const topItems = listOf(root).map((item) => lineItemOf(item, single));
  const blockItems = Object.entries(blocks).flatMap(([platform, block]) =>
    listOf(block).map((item) => lineItemOf(item, platform)),
  );
  const lineItems = topItems.length > 0 ? topItems : blockItems;
  for (const item of lineItems) {
    if (item.platform && !platforms.includes(item.platform)) platforms.push(item.platform);
  }
  const platformBudgets: Record<string, number> = Object.create(null);
  for (const [platform, block] of Object.entries(blocks)) {
    const budget =
      budgetOf(block) ?? budgetOf(asJson(block.campaign)) ?? budgetOf(asJson(block.insertion_order));
    if (budget !== undefined) platformBudgets[platform] = budget;
  }
  return {
    ...defined('templateName', text_(root, ['template_name', 'templateName', 'name'])),
    ...defined('advertiser', text_(root, ['advertiser', 'advertiser_name', 'client', 'brand'])),
    ...defined('campaignName', text_(root, ['campaign_name', 'campaignName', 'campaign'])),
    ...defined('flightStart', date(root, START_KEYS)),
    ...defined('flightEnd', date(root, END_KEYS)),
    ...defined('currency', text_(root, ['currency', 'currency_code'])?.toUpperCase()),
    ...defined('totalBudget', budgetOf(root, ['total_budget', 'budget', 'totalBudget', 'lifetime_budget'])),
    platforms,
    lineItems,
    blocks,
    platformBudgets,
  };
}

/** The sum of the template's line-item budgets (0 when none states one). */
export function lineItemTotal(reading: LaunchTemplateReading): number {
  return reading.lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0);
}

function listOf(json: Json): Json[] {
  for (const key of ITEM_LISTS) {
    const list = json[key];
    if (Array.isArray(list))
      return list.filter((item): item is Json => Boolean(item) && typeof item === 'object');
  }
  return [];
}

function lineItemOf(item: Json, platform: string | undefined): TemplateLineItem {
  const own = typeof item.platform === 'string' ? platformById(item.platform)?.id : undefined;
  return {
    ...defined('platform', own ?? platform),
    ...defined('name', text_(item, NAME_KEYS)),
    ...defined('budget', budgetOf(item)),
    ...defined('startDate', date(item, START_KEYS)),
    ...defined('endDate', date(item, END_KEYS)),
  };
}

function budgetOf(json: Json, keys: readonly string[] = BUDGET_KEYS): number | undefined {
  for (const key of keys) {
    const raw = json[key];
    const nested =
      raw && typeof raw === 'object' ? budgetOf(raw as Json, ['amount', 'value', 'total']) : undefined;
    const value =
      nested ??
      (typeof raw === 'number'
        ? raw
        : typeof raw === 'string'
          ? Number(raw.replace(/[^\d.]/g, ''))
          : Number.NaN);
    if (Number.isFinite(value) && value > 0) return key === 'budget_micros' ? value / 1_000_000 : value;
  }
  return undefined;
}

function text_(json: Json, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = json[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function date(json: Json, keys: readonly string[]): string | undefined {
  const written = text_(json, keys);
  return written ? parseDate(written) : undefined;
}

function asJson(value: unknown): Json {
  return value && typeof value === 'object' ? (value as Json) : {};
}

function defined<K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, T>);
}
