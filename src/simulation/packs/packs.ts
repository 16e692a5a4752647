import { buildSeed } from '../seed/buildSeed';
import { acmeToysCampaign, acmeToysCreatives } from './acme-toys';
import {
  HOUR,
  longChat,
  MINUTE,
  manyChats,
  playStory,
  RILEY,
  RILEY_IO_CHAT,
  runOfMessage,
  slowRun,
  stallRun,
} from './builders';
import {
  createCampaignFromFiles,
  finishCampaignRun,
  holdRunAsCampaign,
  timeOutAssignment,
  uploadCreatives,
} from './campaign-builders';
import type { DemoPack } from './pack';

const seeded = (referenceTime: number) => buildSeed({ referenceTime });

/** Every pack the demo backend serves, in the order a presenter meets them. */
export const DEMO_PACKS: readonly DemoPack[] = [
  {
    id: 'fresh-start',
    name: 'Fresh start',
    description: 'The seeded demo as npm start first opens it.',
    build: async (referenceTime) => seeded(referenceTime),
  },
  {
    id: 'launch-day',
    name: 'Launch day',
    description:
      "Riley's Q4 holiday insertion order, read and approved, on its way to DV360 by a fast-track; its Trade Desk campaign being created.",
    async build(referenceTime, files) {
      const data = seeded(referenceTime);
      await playStory(
        data,
        referenceTime,
        2 * MINUTE,
        async (story) => {
          const created = await createCampaignFromFiles(story, RILEY, acmeToysCampaign('ttd'));
          // Still under way well after the switch, for the presenter to open.
          slowRun(data, created.messageId, 60);
        },
        files,
      );
      await playStory(data, referenceTime, 10_000, async (story) => {
        await story.send(RILEY, RILEY_IO_CHAT, 'Fast track it to DV360');
      });
      return data;
    },
  },
  {
    id: 'after-launch',
    name: 'After launch',
    description:
      "Riley's Q4 holiday campaign live on DV360 with its creatives: its screenshots, monitoring and a delivery report in the chat.",
    async build(referenceTime, files) {
      const data = seeded(referenceTime);
      await playStory(
        data,
        referenceTime,
        3 * HOUR,
        async (story) => {
          const launched = await story.send(RILEY, RILEY_IO_CHAT, 'Fast track it to DV360');
          await story.finish(RILEY, launched);
          const campaign = holdRunAsCampaign(data, runOfMessage(data, launched.messageId), 'Q4 Holiday');
          await uploadCreatives(story, RILEY, campaign.id, await acmeToysCreatives(), 'hosted-native');
          await story.converse(RILEY, RILEY_IO_CHAT, [
            'Generate screenshots',
            'Add monitoring',
            'Get impression reporting for the campaign',
          ]);
        },
        files,
      );
      return data;
    },
  },
  {
    id: 'rough-day',
    name: 'Rough day',
    description:
      "What goes wrong, shown well: Reddit's outage fails a fast-track, another is stuck, a creatives assignment timed out, 10% of calls fail.",
    faults: '0.1',
    async build(referenceTime, files) {
      const data = seeded(referenceTime);
      await playStory(
        data,
        referenceTime,
        3 * HOUR,
        async (story) => {
          await story.converse(RILEY, RILEY_IO_CHAT, ['Fast track it to Reddit']);
          const social = await createCampaignFromFiles(story, RILEY, acmeToysCampaign('facebook'));
          await finishCampaignRun(story, RILEY, social.messageId);
          const creatives = await acmeToysCreatives();
          const assignment = await uploadCreatives(
            story,
            RILEY,
            social.campaignId,
            creatives,
            'display-video',
          );
          timeOutAssignment(data, social.campaignId, assignment);
          const stuck = await story.send(RILEY, RILEY_IO_CHAT, 'Fast track it to DV360');
          stallRun(data, stuck.messageId);
        },
        files,
      );
      return data;
    },
  },
  {
    id: 'scale',
    name: 'Scale',
    description: 'The 10,000-campaign account, 1,000 chats for Riley and one chat of 10,000 messages.',
    async build(referenceTime) {
      const data = seeded(referenceTime);
      manyChats(data, RILEY, 1_000, referenceTime);
      longChat(data, RILEY, 10_000, referenceTime);
      return data;
    },
  },
];

export function packById(id: string): DemoPack | undefined {
  return DEMO_PACKS.find((pack) => pack.id === id);
}
