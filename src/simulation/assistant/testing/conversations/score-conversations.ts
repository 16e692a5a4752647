import { askedPart } from '../../conversation/asked-part';
import { understand } from '../../conversation/understand';
import { type AssistantReply, createAssistant } from '../../index';
import type { AccountSnapshot, AssistantRequest, PriorResult } from '../../shared/assistant-contract';
import { PLATFORMS } from '../../shared/platform-catalog';
import { request, TEST_NOW } from '../requests';
import { type ChatContext, CLAIMS_OF_WORK, type ConversationCase } from './conversation-corpus';

const IO_TEXT = [
  'INSERTION ORDER',
  'Advertiser: Acme Foods',
  'Campaign Name: Acme Spring 2027',
  'Flight: 03/01/2027 - 04/30/2027',
  'Total Budget: $50,000',
  'Facebook - Prospecting: $25,000',
  'TikTok In-Feed: $30,000',
].join('\n');
const IO_FILE = {
  name: 'io-acme-spring.pdf',
  type: 'application/pdf',
  gcsPath: 'uploads/io-acme-spring.pdf',
};

/** Acme Media as the demo seeds it: every platform enabled but Amazon DSP, campaigns in three states. */
const ACCOUNT: AccountSnapshot = {
  name: 'Acme Media',
  campaigns: [
    {
      status: 'active',
      count: 3,
      names: ['Northwind Spring Trail', 'Harbor & Pine Winter', 'Fable Kids Summer'],
    },
    { status: 'paused', count: 1, names: ['Initech Auto Q1'] },
    { status: 'draft', count: 2, names: ['Globex Launch', 'Acme Holiday'] },
  ],
};
const ENABLED = Object.fromEntries(PLATFORMS.map((platform) => [platform.id, platform.id !== 'amazon_dsp']));

export interface ScoredCase {
  case: ConversationCase;
  understood: string;
  answer: string;
  /** Must-say phrases missing and must-not-say phrases present. */
  misses: string[];
  claimsWorkOnNothing: boolean;
  clarifies: boolean;
}

/** Sends every message of the corpus in its chat context and scores what was understood and answered. */
export function scoreConversations(corpus: readonly ConversationCase[]) {
  const assistant = createAssistant({ now: () => TEST_NOW });
  const contexts = chatContexts(assistant);
  const scored = corpus.map((entry): ScoredCase => {
    const reply = assistant.reply({ ...contexts[entry.context], text: entry.text });
    const answer = reply.content;
    // A piece of work is answered twice: its acknowledgement, then its result.
    const everything = `${answer}\n${reply.pending?.result.content ?? ''}`;
    const misses = [
      ...entry.must.filter((phrase) => !everything.includes(phrase)).map((phrase) => `missing "${phrase}"`),
      ...entry.mustNot.filter((phrase) => everything.includes(phrase)).map((phrase) => `says "${phrase}"`),
    ];
    return {
      case: entry,
      understood: understand(askedPart(entry.text)).intent,
      answer,
      misses,
      claimsWorkOnNothing:
        entry.context === 'nothing' &&
        CLAIMS_OF_WORK.some((claim) => everything.toLowerCase().includes(claim.toLowerCase())),
      clarifies: /^(Did you mean|Vouliez-vous dire|¿Querías decir)/.test(answer),
    };
  });
  const right = scored.filter((item) => item.understood === item.case.intent).length;
  return {
    utterances: scored.length,
    intentAccuracy: right / scored.length,
    clarifications: scored.filter((item) => item.clarifies).length,
    claimsOfWorkOnNothing: scored.filter((item) => item.claimsWorkOnNothing).length,
    scored,
  };
}

function chatContexts(assistant: ReturnType<typeof createAssistant>): Record<ChatContext, AssistantRequest> {
  const base = { account: ACCOUNT, enabledChannels: ENABLED };
  const ioAttached = request({
    ...base,
    attachments: [IO_FILE],
    documentText: { [IO_FILE.gcsPath]: IO_TEXT },
  });
  const ioResult = priorOf('io', assistant.reply({ ...ioAttached, text: 'Process this insertion order' }));
  const created = priorOf(
    'campaign',
    assistant.reply(request({ ...base, text: 'create the campaign on TikTok', latestResult: ioResult })),
  );
  return {
    nothing: request(base),
    'io-attached': ioAttached,
    'io-result': request({ ...base, latestResult: ioResult }),
    'created-campaign': request({ ...base, latestResult: created }),
  };
}

function priorOf(messageId: string, reply: AssistantReply): PriorResult {
  return { messageId, action: reply.action, jsonResponse: reply.pending?.result.jsonResponse };
}
