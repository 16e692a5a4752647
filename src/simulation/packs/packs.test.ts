import { describe, expect, it } from 'vitest';
import { campaignTimeline } from '../campaigns/timeline';
import type { DemoData } from '../data/types';
import { SEED_REFERENCE_TIME } from '../seed/buildSeed';
import { RILEY, RILEY_IO_CHAT } from './builders';
import { DEMO_PACKS, packById } from './packs';

function build(id: string): Promise<DemoData> {
  const pack = packById(id);
  if (!pack) throw new Error(`no pack ${id}`);
  return pack.build(SEED_REFERENCE_TIME);
}

const answersIn = (data: DemoData, chatId: string) =>
  data.messages.filter((message) => message.chat_id === chatId && message.type === 'bot');
const runsIn = (data: DemoData, chatId: string) => data.runs.filter((run) => run.chatId === chatId);
const campaignNamed = (data: DemoData, name: string) => {
  const campaign = data.campaignArea?.campaigns.find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`no campaign "${name}"`);
  return campaign;
};
/** The campaign's timeline as its page reads it at the pack's reference time: type and status. */
const timelineOf = (data: DemoData, name: string) =>
  campaignTimeline(data, campaignNamed(data, name), SEED_REFERENCE_TIME).map((entry) => [
    entry.message_type,
    entry.status,
  ]);
const runOf = (data: DemoData, messageId: string | undefined) =>
  data.runs.find((run) => run.messageId === messageId);

describe('demo packs', () => {
  it.each(DEMO_PACKS.map((pack) => pack.id))(
    '%s built twice gives the same data, byte for byte',
    async (id) => {
      const first = JSON.stringify(await build(id));
      expect(JSON.stringify(await build(id))).toBe(first);
    },
  );

  it('Fresh start is the seed, with nothing in Riley’s insertion-order chat beyond it', async () => {
    const data = await build('fresh-start');
    expect(answersIn(data, RILEY_IO_CHAT).map((message) => message.action)).toEqual([
      'campaign-processor',
      'campaign-launcher',
    ]);
  });

  it('Launch day has the approved IO on its way to DV360: the fast-track mid-way', async () => {
    const data = await build('launch-day');
    const [run] = runsIn(data, RILEY_IO_CHAT);
    expect(run).toMatchObject({ platform: 'dv360', status: 'in_progress' });
    expect(answersIn(data, RILEY_IO_CHAT).at(-1)).toMatchObject({
      action: 'fast-track',
      status: 'processing',
    });
  });

  it('Launch day has a campaign created from its analysed files, its run under way', async () => {
    const data = await build('launch-day');
    const campaign = campaignNamed(data, 'Acme Toys Q4 Holiday TTD');
    expect(campaign.files.map((file) => file.originalName)).toEqual([
      'io-acme-toys-q4-holiday.pdf',
      'launch-template-acme-toys-ttd.json',
    ]);
    expect(timelineOf(data, campaign.name)).toEqual([
      ['fast-track-shell', 'processing'],
      ['analyze-campaign', 'completed'],
    ]);
    const run = runOf(data, campaign.orchestration_message_id);
    expect(run).toMatchObject({ workflow: 'fast-track-shell', status: 'in_progress' });
    // Under way for minutes after the switch, not seconds.
    expect(run?.steps.campaign.durationMs).toBeGreaterThan(5 * 60_000);
  });

  it('After launch has the DV360 campaign live with its screenshots, monitoring and report in the chat', async () => {
    const data = await build('after-launch');
    expect(runsIn(data, RILEY_IO_CHAT).map((run) => [run.platform, run.status])).toEqual([
      ['dv360', 'completed'],
    ]);
    expect(
      answersIn(data, RILEY_IO_CHAT)
        .slice(2)
        .map((message) => [message.action, message.subAction, message.status]),
    ).toEqual([
      ['fast-track', 'dv360', 'completed'],
      ['screenshot-builder', 'dv360', 'completed'],
      ['dv360-api', 'enable_campaign_monitoring_dv360', 'completed'],
      ['dv360-api', 'get_impression_reporting_dv360', 'completed'],
    ]);
  });

  it('After launch holds the chat’s DV360 run as a live campaign with its creatives assigned', async () => {
    const data = await build('after-launch');
    const [run] = runsIn(data, RILEY_IO_CHAT);
    const campaign = campaignNamed(data, 'Harbor & Pine Hotels Spring Launch 2027');
    expect(campaign).toMatchObject({
      status: 'live',
      destination: 'dv360',
      orchestration_chat_id: RILEY_IO_CHAT,
      orchestration_message_id: run?.messageId,
    });
    expect(timelineOf(data, campaign.name)).toEqual([
      ['assign-creatives', 'completed'],
      ['upload-creatives', 'completed'],
      ['fast-track', 'completed'],
    ]);
  });

  it('Rough day has a fast-track failed by Reddit’s outage, a stuck one and 10% faults', async () => {
    const data = await build('rough-day');
    const [reddit, stuck] = runsIn(data, RILEY_IO_CHAT);
    expect(reddit).toMatchObject({ platform: 'reddit', status: 'failed' });
    expect(reddit?.steps.api.status).toBe('failed');
    expect(stuck).toMatchObject({ platform: 'dv360', status: 'in_progress' });
    expect(Object.values(stuck?.steps ?? {}).some((step) => step.stalled)).toBe(true);
    expect(packById('rough-day')?.faults).toBe('0.1');
  });

  it('Rough day has a campaign whose creatives assignment timed out, waiting for its creatives again', async () => {
    const data = await build('rough-day');
    const campaign = campaignNamed(data, 'Acme Toys Q4 Holiday Social');
    expect(campaign.status).toBe('awaiting_creatives');
    expect(timelineOf(data, campaign.name)).toEqual([
      ['assign-creatives', 'timeout'],
      ['upload-creatives', 'completed'],
      ['fast-track-shell', 'completed'],
      ['analyze-campaign', 'completed'],
    ]);
  });

  it('Scale gives Riley 1,000 more chats and one chat of 10,000 messages', async () => {
    const fresh = await build('fresh-start');
    const data = await build('scale');
    const rileyChats = (of: DemoData) => of.chats.filter((chat) => chat.user_id === RILEY.userId).length;
    expect(rileyChats(data) - rileyChats(fresh)).toBe(1_001);
    expect(data.messages.filter((message) => message.chat_id === 'chat-long')).toHaveLength(10_000);
  });
});
