import type { Faker } from '@faker-js/faker';
import type { DemoChat, DemoMessage } from '../data/types';
import { daysBefore } from './faker';
import { ACCOUNT_IDS, PERSONA_IDS } from './personas';
import { campaignResult, creativeResult, launchConfigResult, platformLaunchResult } from './results';

type Turn =
  | { user: string }
  | {
      bot: string;
      action: string;
      status?: DemoMessage['status'];
      feedback?: string;
      jsonResponse?: unknown;
    };

interface ChatScript {
  userId: string;
  accountId: string;
  summary: string;
  pinned?: boolean;
  /** How long ago the chat started, in days. */
  daysAgo: number;
  turns: Turn[];
}

function scripts(faker: Faker): ChatScript[] {
  const toys = 'Acme Toys Q4 Holiday';
  return [
    {
      userId: PERSONA_IDS.riley,
      accountId: ACCOUNT_IDS.acme,
      summary: 'Q4 holiday insertion order',
      pinned: true,
      daysAgo: 6,
      turns: [
        { user: 'Process the Q4 holiday insertion order for Acme Toys' },
        {
          bot: 'Here are the campaign details I extracted from the insertion order.',
          action: 'campaign-processor',
          status: 'approved',
          jsonResponse: campaignResult(faker, 'Acme Toys', toys, ['dv360', 'facebook']),
        },
        { user: 'Build the launch configuration for DV360' },
        {
          bot: 'The launch configuration is ready for review.',
          action: 'campaign-launcher',
          jsonResponse: launchConfigResult(faker, 'Acme Toys', toys, 'dv360'),
        },
      ],
    },
    {
      userId: PERSONA_IDS.riley,
      accountId: ACCOUNT_IDS.acme,
      summary: 'Spring creative refresh',
      daysAgo: 3,
      turns: [
        { user: 'Process the creative assets for the spring refresh' },
        {
          bot: 'I processed the creative assets.',
          action: 'creative-processor',
          jsonResponse: creativeResult(faker, 'Acme Media', 'Spring Refresh'),
        },
      ],
    },
    {
      userId: PERSONA_IDS.riley,
      accountId: ACCOUNT_IDS.acme,
      summary: 'Launch the summer sale on Facebook',
      daysAgo: 1,
      turns: [
        { user: 'Create the campaign on facebook' },
        {
          bot: 'Campaign created successfully. Details below:',
          action: 'fb-api',
          jsonResponse: platformLaunchResult(faker, 'Summer Sale', 'facebook'),
        },
      ],
    },
    {
      userId: PERSONA_IDS.avery,
      accountId: ACCOUNT_IDS.acme,
      summary: 'Brand awareness IO',
      daysAgo: 4,
      turns: [
        { user: 'Process the brand awareness insertion order' },
        {
          bot: 'Here are the campaign details I extracted from the insertion order.',
          action: 'campaign-processor',
          status: 'rejected',
          feedback: 'Split the budget evenly between the two flights',
          jsonResponse: campaignResult(faker, 'Acme Media', 'Brand Awareness', ['tiktok', 'ttd']),
        },
        { user: 'Regenerate with feedback: Split the budget evenly between the two flights' },
        {
          bot: 'I regenerated the campaign details with your feedback.',
          action: 'campaign-processor',
          jsonResponse: campaignResult(faker, 'Acme Media', 'Brand Awareness', ['tiktok', 'ttd']),
        },
      ],
    },
    {
      userId: PERSONA_IDS.alex,
      accountId: ACCOUNT_IDS.globex,
      summary: 'Globex spring sale search campaign',
      daysAgo: 2,
      turns: [
        { user: 'Process the spring sale insertion order for Google Ads Search' },
        {
          bot: 'Here are the campaign details I extracted from the insertion order.',
          action: 'campaign-processor',
          jsonResponse: campaignResult(faker, 'Globex Retail', 'Spring Sale', ['google-ads-search']),
        },
      ],
    },
    {
      userId: PERSONA_IDS.alex,
      accountId: ACCOUNT_IDS.initech,
      summary: 'Initech dealer event on TTD',
      daysAgo: 5,
      turns: [
        { user: 'Which line items of the dealer event run on The Trade Desk?' },
        {
          bot: 'Two line items run on The Trade Desk: the display retargeting and the CTV awareness line.',
          action: 'ask-assistant',
        },
      ],
    },
  ];
}

/** The seeded history: a few chats per persona, each a short conversation with finished results. */
export function seedChats(
  faker: Faker,
  referenceTime: number,
): { chats: DemoChat[]; messages: DemoMessage[] } {
  const chats: DemoChat[] = [];
  const messages: DemoMessage[] = [];
  scripts(faker).forEach((script, chatIndex) => {
    const chatId = `chat-seed-${chatIndex + 1}`;
    const at = (turn: number) => daysBefore(referenceTime, script.daysAgo - turn * 0.01);
    let lastUserMessageId: string | undefined;
    script.turns.forEach((turn, turnIndex) => {
      const id = `msg-seed-${chatIndex + 1}-${turnIndex + 1}`;
      const common = {
        id,
        chat_id: chatId,
        user_id: script.userId,
        account_id: script.accountId,
        timestamp: at(turnIndex),
      };
      if ('user' in turn) {
        lastUserMessageId = id;
        messages.push({ ...common, type: 'user', content: turn.user });
        return;
      }
      messages.push({
        ...common,
        type: 'bot',
        content: turn.bot,
        action: turn.action,
        sourceMessageId: lastUserMessageId,
        status: turn.status ?? 'completed',
        ...(turn.feedback ? { feedback: turn.feedback } : {}),
        ...(turn.jsonResponse ? { jsonResponse: turn.jsonResponse } : {}),
      });
    });
    chats.push({
      id: chatId,
      user_id: script.userId,
      account_id: script.accountId,
      summary: script.summary,
      pinned: script.pinned ?? false,
      created_at: at(0),
      updated_at: at(script.turns.length - 1),
    });
  });
  return { chats, messages };
}
