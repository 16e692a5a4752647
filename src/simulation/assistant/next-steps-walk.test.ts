import { beforeAll, describe, expect, it } from 'vitest';
import { isAsyncAction } from '../../core/domain/chat/async-actions';
import { NEXT_STEPS, suggestedNextSteps } from '../../core/domain/chat/suggested-next-steps';
import { DESTINATION_IDS } from '../data/destinations';
import { generalReply } from './routing/general-reply';
import { labelOf } from './shared/platform-catalog';
import { type ChatResult, createWalkBackend, type WalkBackend } from './testing/walk-chat';

/** An insertion order a salesperson might type up, uploaded as a text file. */
const IO_TEXT = [
  'INSERTION ORDER',
  'Advertiser: Northwind Outdoor Co.',
  'Campaign Name: Spring Trail Walk 2027',
  'Flight: 01/11/2027 - 03/28/2027',
  'Total Budget: $150,000',
  'Facebook - Prospecting: $60,000',
  'TikTok In-Feed: $40,000',
  'DV360 Programmatic Display: $50,000',
].join('\n');

const GENERIC = generalReply().split('\n')[0] ?? '';

/** Steps answered in words rather than a result (step: 'kind > label'), and what the words must say. */
const ANSWERED_IN_WORDS: readonly [step: RegExp, words: RegExp][] = [
  // A suggestion to process creatives sends no files: the assistant asks for them (issue 32).
  [/ > Process creative assets$/, /^Attach the creatives/],
  // The creatives' source data is read from the creatives result, not made up again.
  [/^creative-(processor|augmentor) > (View|Compare with) source data$/, /^The creatives were read from /],
  // Creatives processed in a chat without a created campaign: there is nothing to assign them to.
  [/^creative-(processor|augmentor) > Assign creatives/, /no campaign in this chat/],
  // A campaign without creatives (a shell fast-track): the user is asked to attach them.
  [/ > (Upload|Assign) creatives$/, /no creatives in this chat/],
  // A question about the campaign is answered from the campaign.
  [
    /^fast-track(-shell)? > Ask the Assistant about the campaign$/,
    /^"Spring Trail Walk 2027" on .*: \$[\d,]+ from Jan 11, 2027/,
  ],
  // An opportunity's details are told from it.
  [
    /^salesforce-(api|orchestration) > View opportunity details$/,
    /^Opportunity "Spring Trail Walk 2027" \(006/,
  ],
  // Confirming a result is a statement, answered with what was confirmed.
  [/^campaign-(processor|augmentor) > Confirm details$/, /^Confirmed: "Spring Trail Walk 2027/],
  [/^creative-processor > Confirm processed output$/, /^Confirmed: \d+ creatives?/],
  [/^(campaign-launcher|launch-augmentor) > Confirm launch template$/, /^Confirmed: the launch template/],
];

/** The result kind a suggestion list is keyed by: `action__subAction` where the table has it. */
function kindOf(result: ChatResult): string {
  const specific = `${result.action}__${result.subAction}`;
  return result.subAction && Object.hasOwn(NEXT_STEPS, specific) ? specific : (result.action ?? '');
}

interface Reached {
  chatId: string;
  result: ChatResult;
}

describe('every suggested next step of every result kind (issue 20)', () => {
  let walk: WalkBackend;
  const visited = new Map<string, Reached>();
  const generic: string[] = [];
  const inWords: Record<string, string> = {};
  const exported: string[] = [];

  async function reach(chatId: string, text: string, files: Record<string, unknown>[] = []) {
    const reply = await walk.send(chatId || null, text, files);
    if (reply.message.startsWith(GENERIC)) generic.push(`"${text}" answered the generic reply`);
    const result =
      isAsyncAction(reply.action) || reply.action === 'fast-track'
        ? await walk.finish(reply.chatId, reply.messageId)
        : { messageId: reply.messageId, action: reply.action, content: reply.message };
    if (result.content.startsWith(GENERIC)) generic.push(`"${text}" ended in the generic reply`);
    return { chatId: reply.chatId, result };
  }

  /** The result's Edit, as the dialog sends it. */
  async function edited(chatId: string, source: ChatResult, instructions: string) {
    const copy = (await walk.finish(chatId, lastBotOf(chatId))).messageId;
    const reply = await walk.edit(chatId, copy, instructions);
    return { chatId, result: await walk.finish(chatId, reply.messageId), source };
  }

  /** The copy of the result in a forked chat: its last bot message. */
  function lastBotOf(chatId: string): string {
    const bots = walk.backend.data.messages.filter((m) => m.chat_id === chatId && m.type === 'bot');
    return (bots.at(-1) as { id: string }).id;
  }

  /** Walks from a result to every result its suggestions lead to, breadth first. */
  async function explore(start: Reached): Promise<void> {
    const queue = [start];
    while (queue.length > 0) {
      const { chatId, result } = queue.shift() as Reached;
      const kind = kindOf(result);
      if (visited.has(kind) || result.jsonResponse === undefined || result.status === 'failed') continue;
      visited.set(kind, { chatId, result });
      for (const suggestion of suggestedNextSteps(result.action, result.subAction)) {
        if (suggestion.runs === 'export-spreadsheet') {
          if (!(await walk.exportResult(chatId, result))) exported.push(`${kind} > ${suggestion.label}`);
          continue;
        }
        const next =
          suggestion.runs === 'edit'
            ? await edited(walk.fork(chatId), result, 'Change the campaign name to Spring Trail Walk 2027 B')
            : await reach(walk.fork(chatId), suggestion.prompt);
        if (next.result.jsonResponse === undefined)
          inWords[`${kind.split('__')[0]} > ${suggestion.label}`] = next.result.content;
        else queue.push(next);
      }
    }
  }

  beforeAll(async () => {
    walk = await createWalkBackend();
    const io = () => walk.upload('io-walk.txt', IO_TEXT);
    const creative = () => walk.upload('banner-300x250.png', 'not really a picture');
    const processed = await reach('', 'Process this insertion order', [await io()]);
    await explore(processed);
    const creatives = await reach('', 'Process these creatives', [await creative()]);
    await explore(creatives);
    await explore(await edited(walk.fork(creatives.chatId), creatives.result, 'Rename the creatives'));
    const launch = await reach(walk.fork(processed.chatId), 'Build the launch configuration');
    await explore(launch);
    await explore(await reach(walk.fork(launch.chatId), 'Create the Salesforce opportunity'));
    await explore(await reach('', 'Create the Salesforce opportunity for this IO', [await io()]));
    const shell = await reach('', 'Fast track a shell of this insertion order to Facebook', [await io()]);
    await explore(await reach(shell.chatId, 'Upload the creatives to the campaign', [await creative()]));
    for (const destination of DESTINATION_IDS) {
      const name = labelOf(destination);
      await explore(await reach(walk.fork(processed.chatId), `Create the campaign on ${name}`));
      await explore(
        await reach('', `Fast track this insertion order to ${name}`, [await io(), await creative()]),
      );
      await explore(await reach('', `Fast track a shell of this insertion order to ${name}`, [await io()]));
    }
  }, 300_000);

  it('never answers a suggestion with the generic reply', () => {
    expect(generic).toEqual([]);
  });

  it('exports where a suggestion exports', () => {
    expect(exported).toEqual([]);
  });

  it('reaches every result kind that has suggestions', () => {
    // A fast-track always names its platform (its suggestions are the platform's own).
    const unreachable = ['fast-track', 'fast-track-shell'];
    const missing = Object.keys(NEXT_STEPS).filter(
      (kind) => !visited.has(kind) && !unreachable.includes(kind),
    );
    expect(missing).toEqual([]);
  });

  it('answers a suggestion in words only where there is nothing to work on, and says so', () => {
    for (const [step, content] of Object.entries(inWords)) {
      const expected = ANSWERED_IN_WORDS.find(([pattern]) => pattern.test(step))?.[1];
      expect(expected, `${step} answered in words: ${content}`).toBeDefined();
      expect(content).toMatch(expected as RegExp);
    }
  });
});
