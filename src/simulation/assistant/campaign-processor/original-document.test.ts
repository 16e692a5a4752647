import { describe, expect, it } from 'vitest';
import { createAssistant } from '../index';
import type { AssistantReply } from '../shared/assistant-contract';
import type { CampaignResultJson } from '../shared/result-shapes';
import type { TrackedField } from '../shared/tracked-field';
import { CLEAN_IO, pdfText } from '../testing/fixture-text';
import { prior, request, TEST_NOW, withFixturePdf } from '../testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

function resultOf<T>(reply: AssistantReply): T {
  if (!reply.pending) throw new Error(`"${reply.action}" answered at once: ${reply.content}`);
  return reply.pending.result.jsonResponse as T;
}

async function processed() {
  const reply = assistant.reply(await withFixturePdf(CLEAN_IO));
  return prior('io-1', reply.action, resultOf<CampaignResultJson>(reply));
}

describe('View original IO and Compare with original IO', () => {
  it('shows the document line by line, marking the lines values were read from', async () => {
    const io = await processed();
    const reply = assistant.reply(
      request({
        text: 'Show me the original insertion order',
        latestResult: io,
        priorDocuments: { 'io-1': [{ name: CLEAN_IO, text: await pdfText(CLEAN_IO) }] },
      }),
    );
    const json = resultOf<{ summary: string; original_document: Record<string, unknown> }>(reply);

    expect(reply).toMatchObject({ action: 'campaign-processor', subAction: 'original-io' });
    expect(json.original_document['page 1, line 1']).toBe('INSERTION ORDER Bluefin Media Partners');
    expect(json.original_document['page 1, line 8']).toEqual({
      value: 'Total Budget: $180,000.00 USD',
      status: 'extracted',
      notes: 'Read: total budget: $180,000; currency: USD',
    });
    expect(json.summary).toMatch(
      /^"io-northwind-spring-trail\.pdf": \d+ lines on 1 page\(s\); \d+ of them hold values/,
    );
  });

  it('without the document text, still shows the lines each value was quoted from', async () => {
    const io = await processed();
    const json = resultOf<{ original_document: Record<string, TrackedField> }>(
      assistant.reply(request({ text: 'View the original IO', latestResult: io })),
    );

    expect(json.original_document['page 1, line 4']).toMatchObject({
      value: 'Advertiser: Northwind Outdoor Co.',
      status: 'extracted',
    });
  });

  it('compares the current values with the document and names what changed since', async () => {
    const io = await processed();
    const edited = assistant.edit(io, 'change the total budget to 150000', 5);
    const editedIo = prior('io-2', edited.action, resultOf<CampaignResultJson>(edited));
    const json = resultOf<{ summary: string; comparison: Record<string, TrackedField> }>(
      assistant.reply(
        request({
          text: 'Compare the extracted campaign details with the original insertion order',
          latestResult: editedIo,
          priorDocuments: { 'io-2': [{ name: CLEAN_IO, text: await pdfText(CLEAN_IO) }] },
        }),
      ),
    );

    expect(json.comparison.advertiser).toEqual({
      value: 'Northwind Outdoor Co.',
      status: 'match',
      notes: "page 1, line 4: 'Advertiser: Northwind Outdoor Co.'",
    });
    expect(json.comparison['total budget']).toMatchObject({
      value: '$150,000',
      status: 'changed',
      notes: expect.stringContaining('The document says "$180,000" at page 1, line 8'),
    });
    expect(json.comparison['contact phone']?.status).toBe('match');
    expect(json.summary).toContain('1 changed since it was read');
  });
});
