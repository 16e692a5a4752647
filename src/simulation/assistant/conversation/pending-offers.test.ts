import { describe, expect, it } from 'vitest';
import { createAssistant } from '../index';
import type { AssistantReply, AssistantRequest, PriorResult } from '../shared/assistant-contract';
import { campaignFromJson } from '../shared/campaign-result-json';
import { FLAWED_IO } from '../testing/fixture-text';
import { request, TEST_NOW, withFixturePdf } from '../testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });
const account = { name: 'Acme Media', campaigns: [] };

function resultOf(messageId: string, reply: AssistantReply): PriorResult {
  return { messageId, action: reply.action, jsonResponse: reply.pending?.result.jsonResponse };
}

/** The next message of a chat whose last answer was `last`, with `result` the chat's latest result. */
function answering(
  last: AssistantReply,
  text: string,
  more: Partial<AssistantRequest> = {},
): AssistantRequest {
  return request({ text, account, ...(last.offer ? { pendingOffer: last.offer } : {}), ...more });
}

function issuesOf(reply: AssistantReply): string[] {
  const json = reply.pending?.result.jsonResponse as {
    validation: { summary: { validation_issues: string[] } };
  };
  return json.validation.summary.validation_issues;
}

describe('an offer of the demo’s sample insertion order', () => {
  const asked = assistant.reply(request({ text: 'can you read my IO?' }));

  it('is made when the IO is asked for without one', () => {
    expect(asked.content).toBe(
      'Attach the insertion order (PDF) and I’ll read and check it — or shall I use the demo’s sample IO?',
    );
    expect(asked.pending).toBeUndefined();
  });

  it('reads the sample on a “yes”, as the file it comes from', () => {
    const read = assistant.reply(answering(asked, 'yes'));
    expect(read.action).toBe('campaign-processor');
    const json = read.pending?.result.jsonResponse;
    expect(json).toMatchObject({ source_file: 'io-northwind-spring-trail.pdf' });
    expect(campaignFromJson(json)).toMatchObject({
      advertiser: 'Northwind Outdoor Co.',
      totalBudget: 180000,
    });
  });

  it('answers a “no” shortly, pointing back to the work', () => {
    expect(assistant.reply(answering(asked, 'no thanks'))).toEqual({
      action: 'general',
      content: 'OK, I’ll leave it there. Attach a file or tell me what you’d like to do next.',
    });
  });

  it('is forgotten once the chat moved on: a “yes” to a thank-you orders nothing', () => {
    const thanked = assistant.reply(request({ text: 'thanks!' }));
    expect(assistant.reply(answering(thanked, 'yes')).pending).toBeUndefined();
  });
});

describe('“fix the issues” when the total and the line items disagree', async () => {
  const read = resultOf('io', assistant.reply(await withFixturePdf(FLAWED_IO)));
  const chat = { latestResult: read, earlierResults: [read], enabledChannels: {} };
  const fixed = assistant.reply(request({ text: 'fix the issues', account, ...chat }));

  it('fixes the rest, keeps both sides as they are, and asks which to keep', () => {
    const content = fixed.pending?.result.content ?? '';
    expect(content).toContain(
      'Not fixed: Line item budgets add up to $208,000, but the total budget is $240,000 (difference $32,000).',
    );
    expect(content).toMatch(
      /The total \(\$240,000\) and the line items \(\$208,000\) disagree: keep the total or the line items\?$/,
    );
    expect(campaignFromJson(fixed.pending?.result.jsonResponse).totalBudget).toBe(240000);
  });

  const edited = resultOf('fixed', fixed);
  const next = { latestResult: edited, earlierResults: [edited, read], enabledChannels: {} };

  it('sets the total to the line items’ sum when told “the line items”', () => {
    const kept = assistant.reply(answering(fixed, 'the line items', next));
    expect(campaignFromJson(kept.pending?.result.jsonResponse).totalBudget).toBe(208000);
    expect(issuesOf(kept)).toEqual([]);
  });

  it('scales the line items to the total when told “garde le total”', () => {
    const kept = assistant.reply(answering(fixed, 'garde le total', next));
    const draft = campaignFromJson(kept.pending?.result.jsonResponse);
    expect(draft.totalBudget).toBe(240000);
    expect(draft.lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0)).toBe(240000);
    expect(issuesOf(kept)).toEqual([]);
  });

  it('answers a fix asked in French in French, amounts the French way', () => {
    const content = assistant.reply(request({ text: 'corrige les erreurs', account, ...chat })).pending
      ?.result.content;
    expect(content).toContain(
      'Non corrigé : Les budgets des lignes font 208 000 $, mais le budget total est de 240 000 $ (écart de 32 000 $).',
    );
    expect(content).toMatch(
      /Le total \(240 000 \$\) et les lignes \(208 000 \$\) ne concordent pas : je garde le total ou les lignes \?$/,
    );
  });

  it('answers the side chosen in Spanish in Spanish', () => {
    const kept = assistant.reply(answering(fixed, 'mantén las líneas', next));
    expect(kept.pending?.result.content).toBe('Hecho: 1 cambio aplicado. La validación ya pasa.');
  });

  it('asks again which side on a bare “yes”, as two were offered', () => {
    expect(assistant.reply(answering(fixed, 'yes', next))).toMatchObject({
      content: 'Which should I keep: the total ($240,000) or the line items ($208,000)?',
      offer: { kind: 'budget-side' },
    });
  });

  it('asks again in the user’s language and numbers', () => {
    expect(assistant.reply(answering(fixed, 'sí', next)).content).toBe(
      '¿Qué mantengo: el total (240.000 $) o las líneas (208.000 $)?',
    );
  });
});

describe('a fix on a line item whose channel the account has not enabled', async () => {
  const read = resultOf(
    'io',
    assistant.reply(
      await withFixturePdf('io-northwind-spring-trail.pdf', { enabledChannels: { tiktok: false } }),
    ),
  );
  const chat = { latestResult: read, earlierResults: [read], enabledChannels: { tiktok: false } };

  it('keeps the error and says why it cannot fix it', () => {
    const fixed = assistant.reply(request({ text: 'fix the issues', account, ...chat }));
    const content = fixed.pending?.result.content ?? '';
    expect(content).toContain(
      'Not fixed: Line item 2 (Spring Trail - In-Feed Video) runs on TikTok, which is not enabled for this account.',
    );
    expect(content).toContain(
      'I can’t enable channels: an admin must enable TikTok for Acme Media (line item 2 runs on it).',
    );
    expect(issuesOf(fixed)).toHaveLength(1);
  });

  it('says in Spanish what only an admin can fix when asked in Spanish', () => {
    const fixed = assistant.reply(request({ text: 'arregla los errores', account, ...chat }));
    expect(fixed.pending?.result.content).toContain(
      'Sin corregir: La línea 2 (Spring Trail - In-Feed Video) está en TikTok, que no está activado para esta cuenta.',
    );
    expect(fixed.pending?.result.content).toContain(
      'No puedo activar canales: un admin debe activar TikTok para Acme Media (la línea 2 lo usa).',
    );
  });

  it('keeps the error through the Edit button’s fix too', () => {
    const edited = assistant.edit(read, 'Please fix the following issues:', 7, {
      enabledChannels: { tiktok: false },
      name: 'Acme Media',
    });
    expect(issuesOf(edited)).toEqual([
      'Line item 2 (Spring Trail - In-Feed Video) runs on TikTok, which is not enabled for this account.',
    ]);
  });
});

describe('“keep the total” on a launch configuration whose platforms disagree with its total', async () => {
  const read = resultOf('io', assistant.reply(await withFixturePdf(FLAWED_IO)));
  const launch = resultOf(
    'launch',
    assistant.reply(
      request({
        text: 'build the launch configuration',
        latestResult: read,
        earlierResults: [read],
      }),
    ),
  );
  const chat = { latestResult: launch, earlierResults: [launch, read], enabledChannels: {} };
  const fixed = assistant.reply(request({ text: 'fix the issues', account, ...chat }));
  const asked = resultOf('fixed', fixed);
  const kept = assistant.reply(
    answering(fixed, 'keep the total', {
      latestResult: asked,
      earlierResults: [asked, launch, read],
    }),
  );
  const json = kept.pending?.result.jsonResponse as {
    total_budget: number;
    platform_configurations: Record<string, { budget?: number }>;
  };

  it('asks first, as for an insertion order', () => {
    expect(fixed.offer).toMatchObject({ kind: 'budget-side', total: 240000, lineItems: 208000 });
  });

  it('rescales the platforms’ budgets to the total, and the error is gone', () => {
    const budgets = Object.values(json.platform_configurations).map(
      (configuration) => configuration.budget ?? 0,
    );
    expect(json.total_budget).toBe(240000);
    expect(budgets.reduce((sum, budget) => sum + budget, 0)).toBe(240000);
    expect(issuesOf(kept).filter((issue) => issue.startsWith('Line item budgets add up'))).toEqual([]);
    expect(kept.pending?.result.content).not.toContain('Not fixed');
  });
});
