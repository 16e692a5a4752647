import { agentNamed } from '../../core/domain/agents/agent-catalogue';
import type { WorkflowType } from '../../core/domain/orchestration';
import type { DemoChat, DemoData, DemoMessage } from '../data/types';
import { assistantWorkers } from '../orchestration/assistantWorkers';
import { outagePlatformsOf } from '../orchestration/chat-runs';
import { RunEngine } from '../orchestration/RunEngine';
import { ACCOUNT_IDS, PERSONA_IDS } from './personas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface SeededRun {
  userId: string;
  summary: string;
  text: string;
  workflow: WorkflowType;
  platform: string;
  /** How long before the reference time it started. */
  agoMs: number;
  /** What happened to it: left to run, stopped after a while, stalled, suspended, restarted. */
  fate?: { stopAfterMs?: number; stalled?: boolean; suspended?: boolean; restarts?: number; pace?: number };
}

/**
 * Runs in Acme Media (Riley's and Sam's account): Sam's chats hold one of each ending, a shell and a
 * Salesforce run; Avery's the restarted, stuck and suspended ones; both a week of history. Riley's
 * own chat list stays as the chat scenarios know it; /status shows the account's runs.
 */
const RUNS: readonly SeededRun[] = [
  {
    userId: PERSONA_IDS.sam,
    summary: 'Fast track: holiday push on DV360',
    text: 'Fast track the holiday push IO to DV360',
    workflow: 'fast-track',
    platform: 'dv360',
    agoMs: 2 * MINUTE,
    fate: { pace: 40 },
  },
  {
    userId: PERSONA_IDS.sam,
    summary: 'Fast track: spring trail on Facebook',
    text: 'Fast track the spring trail IO to Facebook',
    workflow: 'fast-track',
    platform: 'facebook',
    agoMs: 3 * HOUR,
  },
  {
    userId: PERSONA_IDS.sam,
    summary: 'Fast track: back to school on Reddit',
    text: 'Fast track the back to school IO to Reddit',
    workflow: 'fast-track',
    platform: 'reddit',
    agoMs: 5 * HOUR,
  },
  {
    userId: PERSONA_IDS.sam,
    summary: 'Fast track: winter promo on TikTok',
    text: 'Fast track the winter promo IO to TikTok',
    workflow: 'fast-track',
    platform: 'tiktok',
    agoMs: 8 * HOUR,
    fate: { stopAfterMs: 3_000 },
  },
  {
    userId: PERSONA_IDS.sam,
    summary: 'Campaign shell on Google Ads Search',
    text: 'Fast track a shell of the always-on search IO to Google Ads Search',
    workflow: 'fast-track-shell',
    platform: 'google-ads-search',
    agoMs: 12 * HOUR,
  },
  {
    userId: PERSONA_IDS.sam,
    summary: 'Salesforce opportunity for Acme Toys',
    text: 'Create the Salesforce opportunity for the Acme Toys holiday IO',
    workflow: 'salesforce-orchestration',
    platform: 'salesforce',
    agoMs: 20 * HOUR,
  },
  {
    userId: PERSONA_IDS.avery,
    summary: 'Shell run on The Trade Desk',
    text: 'Fast track a shell of the dealer event IO to TTD',
    workflow: 'fast-track-shell',
    platform: 'ttd',
    agoMs: 4 * MINUTE,
    fate: { pace: 60, restarts: 2 },
  },
  {
    userId: PERSONA_IDS.avery,
    summary: 'Fast track: brand lift on GAM',
    text: 'Fast track the brand lift IO to GAM',
    workflow: 'fast-track',
    platform: 'gam',
    agoMs: 3 * HOUR,
    fate: { stalled: true, restarts: 1 },
  },
  {
    userId: PERSONA_IDS.avery,
    summary: 'Fast track: retail media on Google Ads PMax',
    text: 'Fast track the retail media IO to Google Ads PMax',
    workflow: 'fast-track',
    platform: 'google-ads-pmax',
    agoMs: 6 * HOUR,
    fate: { suspended: true, restarts: 3 },
  },
  {
    userId: PERSONA_IDS.avery,
    summary: 'Salesforce opportunity for the spring sale',
    text: 'Create the Salesforce opportunity for the spring sale',
    workflow: 'salesforce-orchestration',
    platform: 'salesforce',
    agoMs: HOUR,
  },
  ...[2, 3, 4, 5, 6].map(
    (days): SeededRun => ({
      userId: days % 2 === 0 ? PERSONA_IDS.sam : PERSONA_IDS.avery,
      summary: `Fast track: weekly flight ${days} days ago`,
      text: `Fast track the weekly flight IO to ${days % 2 === 0 ? 'Facebook' : 'TikTok'}`,
      workflow: days === 4 ? 'fast-track-shell' : 'fast-track',
      platform: days % 2 === 0 ? 'facebook' : 'tiktok',
      agoMs: days * 24 * HOUR,
      fate: days === 3 ? { restarts: 1 } : {},
    }),
  ),
];

function seedRun(data: DemoData, engine: RunEngine, seeded: SeededRun, index: number, referenceTime: number) {
  const start = referenceTime - seeded.agoMs;
  // Ids differ in their first 8 characters, as the status page shows only those.
  const tag = `r${String(index + 1).padStart(2, '0')}`;
  const at = new Date(start).toISOString();
  const chat: DemoChat = {
    id: `chat-${tag}`,
    user_id: seeded.userId,
    account_id: ACCOUNT_IDS.acme,
    summary: seeded.summary,
    pinned: false,
    created_at: at,
    updated_at: at,
  };
  const common = { chat_id: chat.id, user_id: chat.user_id, account_id: chat.account_id, timestamp: at };
  const user: DemoMessage = { ...common, id: `msg-${tag}u`, type: 'user', content: seeded.text };
  const bot: DemoMessage = {
    ...common,
    id: `msg-${tag}b`,
    type: 'bot',
    content: agentNamed(seeded.workflow)?.acknowledgement?.text ?? '',
    action: seeded.workflow,
    ...(seeded.workflow === 'salesforce-orchestration' ? {} : { subAction: seeded.platform }),
    sourceMessageId: user.id,
    status: 'processing',
  };
  data.chats.push(chat);
  data.messages.push(user, bot);
  const { run } = engine.start(
    {
      key: `message:${bot.id}`,
      messageId: bot.id,
      chatId: chat.id,
      userId: chat.user_id,
      accountId: chat.account_id,
      workflow: seeded.workflow,
      platform: seeded.platform,
      seed: 7_000 + index,
      input: {
        text: seeded.text,
        // Named like the files a planner sends, so the steps read them (no stored bytes needed).
        attachments:
          seeded.workflow === 'fast-track' ? [{ name: `creatives-${tag}.zip`, type: 'application/zip' }] : [],
        documentText: {},
        references: [],
        enabledChannels: {},
        outagePlatforms: outagePlatformsOf(data, chat.account_id),
      },
      ...(seeded.fate?.pace ? { pace: seeded.fate.pace } : {}),
    },
    start,
  );
  const fate = seeded.fate ?? {};
  if (fate.stalled) {
    run.steps.campaign.stalled = true;
    run.steps.creative.stalled = true;
  }
  if (fate.suspended) run.recoveryState = 'suspended';
  if (fate.stopAfterMs !== undefined) engine.stop(bot.id, start + fate.stopAfterMs);
  run.restartCount = fate.restarts ?? 0;
  if (run.restartCount > 0 && !fate.suspended) run.recoveryState = 'recovered';
  engine.read(bot.id, referenceTime);
}

/**
 * Orchestration runs in Acme Media's chats, driven through the real engine
 * from their start times up to the reference time: what /status and the chats show on first start.
 */
export function seedRuns(data: DemoData, referenceTime: number): void {
  const engine = new RunEngine(data, assistantWorkers, 1);
  RUNS.forEach((seeded, index) => {
    seedRun(data, engine, seeded, index, referenceTime);
  });
}
