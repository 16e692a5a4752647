import type { WorkflowType } from '../../core/domain/orchestration';
import { acknowledgement } from '../assistant/routing/acknowledgements';
import { platformById, platformMentioned } from '../assistant/shared/platform-catalog';
import type { DemoData, DemoMessage } from '../data/types';
import type { RunEngine } from './RunEngine';
import type { DemoRun, RunInput } from './types';

const WORKFLOWS: readonly WorkflowType[] = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'];

/**
 * The workflow a reply starts, if any. A fast-track the user asks to run "shell" (or without
 * creatives) is the shell variant, which skips the creative step.
 */
export function workflowOfReply(action: string, text: string): WorkflowType | null {
  const workflow = WORKFLOWS.find((candidate) => candidate === action);
  if (workflow === 'fast-track' && /\bshell\b|\bwithout (the )?creatives?\b/i.test(text))
    return 'fast-track-shell';
  return workflow ?? null;
}

/** The acknowledgement of a run: the shell and Salesforce variants re-label the assistant's. */
export function acknowledgementOf(workflow: WorkflowType, platform: string, assistantText: string): string {
  return workflow === 'fast-track' ? assistantText : acknowledgement(workflow, platform);
}

function templatePlatform(input: RunInput): string | undefined {
  for (const file of input.attachments) {
    const text = input.documentText[file.gcsPath ?? ''] ?? input.documentText[file.name];
    if (!text || !file.name.toLowerCase().endsWith('.json')) continue;
    try {
      const parsed = JSON.parse(text) as { platforms?: unknown };
      const first = Array.isArray(parsed.platforms) ? parsed.platforms[0] : undefined;
      if (typeof first === 'string' && platformById(first)) return platformById(first)?.id;
    } catch {
      // An unreadable template names no platform.
    }
  }
  return undefined;
}

/** Where the run creates the campaign: the platform named in the message, the one routed to, the template's, or the first enabled one. */
export function platformOfRun(subAction: string | undefined, input: RunInput): string {
  const asked = subAction ? platformById(subAction)?.id : undefined;
  const mentioned = platformMentioned(input.text.toLowerCase())?.id;
  const enabled = Object.entries(input.enabledChannels).find(([, on]) => on)?.[0];
  return mentioned ?? asked ?? templatePlatform(input) ?? enabled ?? 'dv360';
}

/** Destinations whose seeded channel is set to fail (`outage: true`): the demo's "sandbox outage". */
export function outagePlatformsOf(data: DemoData, accountId: string): string[] {
  return data.accountChannels
    .filter((assignment) => assignment.account_id === accountId && assignment.is_enabled)
    .map((assignment) => data.channelConfigs.find((config) => config.id === assignment.channel_id))
    .filter((config) => config?.field_values.outage === true)
    .map((config) => data.channelTypes.find((type) => type.id === config?.channel_type_id)?.destination)
    .filter((destination): destination is string => Boolean(destination));
}

type FileKey = { gcsPath?: string; name: string };
const sameFiles = (a: readonly FileKey[], b: readonly FileKey[]) =>
  a.map((file) => file.gcsPath ?? file.name).join('|') ===
  b.map((file) => file.gcsPath ?? file.name).join('|');

/**
 * An unfinished run of this chat started by the same words and files: a repeated send (a retried
 * request, a double press) answers that run instead of starting a second one.
 */
export function repeatedRun(
  engine: RunEngine,
  data: DemoData,
  chatId: string,
  text: string,
  attachments: readonly FileKey[],
  now: number,
): DemoRun | undefined {
  const candidate = data.runs.find(
    (run) =>
      run.chatId === chatId &&
      run.status === 'in_progress' &&
      run.input.text.trim() === text.trim() &&
      // The same words with no new files ask for the run those words started ("this IO").
      (attachments.length === 0 || sameFiles(attachments, run.input.attachments)),
  );
  const current = candidate && engine.read(candidate.messageId, now);
  return current?.status === 'in_progress' ? current : undefined;
}

/** The chat answer for a run's acknowledgement (POST /api/chat's fields). */
export function runAcknowledgementAnswer(bot: DemoMessage) {
  return {
    message: bot.content,
    action: bot.action,
    ...(bot.subAction ? { subAction: bot.subAction } : {}),
    chatId: bot.chat_id,
    messageId: bot.id,
    sourceMessageId: bot.sourceMessageId,
    status: bot.status,
    isProcessing: bot.status === 'processing',
  };
}
