import { opportunityOverview } from '../salesforce/create-opportunity';
import type { PriorResult } from '../shared/assistant-contract';
import { daysBetween, readableDate } from '../shared/calendar-dates';
import { campaignOfResult, campaignOverview } from '../shared/campaign-in-chat';
import { joinWords } from '../shared/campaign-result-json';
import { formatMoney } from '../shared/money-amounts';
import { labelOf, platformMentioned } from '../shared/platform-catalog';
import { plain, plainNumber, plainString } from '../shared/tracked-field';
import { validationIssuesOf, validationStatusOf } from '../shared/validation-block';

type Json = Record<string, unknown>;

/** Topics a question may be about, each with the words that reveal it and the answer it gets. */
const TOPICS: readonly { words: RegExp; answer: (json: Json) => string | undefined }[] = [
  { words: /\b(issues?|problems?|errors?|wrong|valid(?:ation|ate)?|warnings?|fix)\b/, answer: issuesAnswer },
  { words: /\b(budget|total|spend|cost|money|how much|cpm|price)\b/, answer: budgetAnswer },
  { words: /\b(dates?|when|start|end|flight|long|duration|days?)\b/, answer: datesAnswer },
  { words: /\b(how many|count|number of|line items?|creatives?|ad sets?|ad groups?)\b/, answer: countAnswer },
  { words: /\b(platforms?|channels?|where)\b/, answer: platformsAnswer },
  { words: /\b(url|link|id|created|live|find it)\b/, answer: campaignAnswer },
  { words: /\b(recommend\w*|improve|optimi[sz]\w*|should i|next)\b/, answer: recommendationsAnswer },
];

const ASK_MORE =
  'You can ask me about its budget, dates, line items, platforms, validation issues or recommendations.';

/** "Ask Assistant" about one result: a useful text answer from its own figures. */
export function answerAboutResult(original: PriorResult, question: string): string {
  const json = (
    original.jsonResponse && typeof original.jsonResponse === 'object' ? original.jsonResponse : {}
  ) as Json;
  const lower = question.toLowerCase();
  const onPlatform = lineItemsOnPlatform(json, lower);
  if (onPlatform) return onPlatform;
  const answers = TOPICS.filter((topic) => topic.words.test(lower))
    .map((topic) => topic.answer(json))
    .filter((answer): answer is string => Boolean(answer));
  if (answers.length > 0) return answers.slice(0, 2).join('\n\n');
  const campaign = campaignOfResult(original);
  if (campaign) return `${campaignOverview(campaign)}\n\n${ASK_MORE}`;
  const opportunity = opportunityOverview(json);
  if (opportunity) return opportunity;
  const summary = typeof json.summary === 'string' ? json.summary : 'This result has no summary.';
  return `${summary}\n\n${ASK_MORE}`;
}

/** "Which line items are on DV360?": the lines of that platform, by name, with their budget. */
function lineItemsOnPlatform(json: Json, lower: string): string | undefined {
  const platform = platformMentioned(lower);
  const lines = Array.isArray(json.line_items) ? (json.line_items as Json[]) : [];
  if (!platform || lines.length === 0 || !/\b(line items?|lines?|placements?)\b/.test(lower))
    return undefined;
  const currency = plainString(json.currency) ?? 'USD';
  const on = lines.filter((line) => plainString(line.platform) === platform.id);
  if (on.length === 0) {
    const platforms = [...new Set(lines.map((line) => labelOf(String(plainString(line.platform) ?? ''))))];
    return `No line item is on ${platform.label}; they are on ${joinWords(platforms)}.`;
  }
  const described = on.map((line) => {
    const budget = plainNumber(line.budget);
    const cpm = plainNumber(line.cpm);
    const money = budget !== undefined ? `, ${formatMoney(budget, currency)}` : '';
    return `• ${plainString(line.line_item_name) ?? 'Line item'}${money}${cpm !== undefined ? ` at ${formatMoney(cpm, currency)} CPM` : ''}`;
  });
  return `${on.length} line item${on.length === 1 ? ' is' : 's are'} on ${platform.label}:\n${described.join('\n')}`;
}

function issuesAnswer(json: Json): string | undefined {
  const status = validationStatusOf(json);
  if (!status) return undefined;
  const issues = validationIssuesOf(json);
  if (issues.length === 0) return 'There are no validation issues: every check passed.';
  return `Validation ${status === 'failed' ? 'failed' : 'passed with warnings'}, with ${issues.length} issue${issues.length === 1 ? '' : 's'}:\n${issues.map((issue) => `• ${issue}`).join('\n')}\n\nUse Edit and say "fix the issues", or tell me the right values.`;
}

function budgetAnswer(json: Json): string | undefined {
  const currency = plainString(json.currency) ?? 'USD';
  const total = plainNumber(json.total_budget) ?? plainNumber((json.details as Json | undefined)?.budget);
  const lines = Array.isArray(json.line_items) ? (json.line_items as Json[]) : [];
  const configs = json.platform_configurations as Record<string, Json> | undefined;
  const parts: string[] = [];
  if (total !== undefined) parts.push(`The total budget is ${formatMoney(total, currency)}.`);
  const breakdown = configs
    ? Object.entries(configs).map(
        ([platform, config]) => `${labelOf(platform)}: ${formatMoney(Number(config.budget ?? 0), currency)}`,
      )
    : lines
        .filter((line) => typeof line.budget === 'number')
        .map(
          (line) =>
            `${plainString(line.line_item_name) ?? 'Line item'} (${labelOf(String(line.platform ?? ''))}): ${formatMoney(Number(line.budget), currency)}${typeof line.cpm === 'number' ? ` at ${formatMoney(line.cpm, currency)} CPM` : ''}`,
        );
  if (breakdown.length > 0) parts.push(`Breakdown:\n${breakdown.map((line) => `• ${line}`).join('\n')}`);
  const sum = lines.reduce((acc, line) => acc + (typeof line.budget === 'number' ? line.budget : 0), 0);
  if (total !== undefined && lines.length > 0 && Math.abs(sum - total) > 1) {
    parts.push(
      `Note: the line items add up to ${formatMoney(sum, currency)}, not ${formatMoney(total, currency)}.`,
    );
  }
  return parts.length > 0 ? parts.join('\n') : undefined;
}

function datesAnswer(json: Json): string | undefined {
  const details = json.details as Json | undefined;
  const range = json.date_range as Json | undefined;
  const start =
    plainString(json.flight_start_date) ??
    plainString(details?.flight_start_date) ??
    plainString(range?.start_date);
  const end =
    plainString(json.flight_end_date) ??
    plainString(details?.flight_end_date) ??
    plainString(range?.end_date);
  if (!start || !end) return undefined;
  const days = daysBetween(start, end);
  if (days < 0)
    return `The dates look wrong: the flight ends on ${readableDate(end)}, before it starts on ${readableDate(start)}.`;
  const what = range && !json.flight_start_date ? 'The analysis covers' : 'The flight runs';
  return `${what} ${readableDate(start)} to ${readableDate(end)}: ${days + 1} days.`;
}

function countAnswer(json: Json): string | undefined {
  const counts: string[] = [];
  for (const [key, words] of [
    ['line_items', 'line item'],
    ['creatives', 'creative'],
    ['platforms', 'platform'],
    ['comparisons', 'QA check'],
    ['affected_line_items', 'affected line item'],
    ['recommendations', 'recommendation'],
  ] as const) {
    const list = json[key];
    if (Array.isArray(list)) counts.push(`${list.length} ${words}${list.length === 1 ? '' : 's'}`);
  }
  return counts.length > 0 ? `This result has ${joinWords(counts)}.` : undefined;
}

function platformsAnswer(json: Json): string | undefined {
  const platforms = Array.isArray(json.platforms)
    ? (json.platforms as unknown[]).map((platform) =>
        typeof platform === 'string' ? labelOf(platform) : String((platform as Json).platform ?? ''),
      )
    : typeof json.platform === 'string'
      ? [labelOf(json.platform)]
      : [];
  return platforms.length > 0 ? `Platforms: ${joinWords(platforms)}.` : undefined;
}

function campaignAnswer(json: Json): string | undefined {
  if (typeof json.campaign_url !== 'string' || json.campaign_url === '') {
    return json.success === false ? 'The campaign was not created, so it has no ID or link yet.' : undefined;
  }
  return `The campaign ID is ${String(json.campaign_id)}. Open it on ${labelOf(String(json.platform ?? ''))}: ${json.campaign_url}`;
}

function recommendationsAnswer(json: Json): string | undefined {
  const list = Array.isArray(json.recommendations) ? (json.recommendations as Json[]) : [];
  if (list.length === 0) return undefined;
  const lines = list.map(
    (item) => `• ${String(plain(item.title))}${item.priority ? ` (${String(item.priority)} priority)` : ''}`,
  );
  return `I recommend:\n${lines.join('\n')}\n\nSay "execute the optimization" to apply them.`;
}
