import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../assistant/testing/fixture-text';
import type { DemoData, DemoMessage } from '../data/types';
import { MapFileStore } from '../files/MapFileStore';
import type { DemoApiDeps } from '../kernel/deps';
import { documentTextOf, historyOf, priorDocumentsOf } from './assistantInput';

const message = (overrides: Partial<DemoMessage>): DemoMessage => ({
  id: 'm',
  chat_id: 'c-1',
  user_id: 'u-1',
  account_id: 'a-1',
  type: 'user',
  content: '',
  timestamp: '2026-11-23T09:00:00Z',
  ...overrides,
});

async function backendWithAnUploadedPlan() {
  const files = new MapFileStore();
  await files.put('uploads/a-1/plan.csv', {
    bytes: new TextEncoder().encode('Advertiser,Acme\nTactic,Platform,Budget\nProspecting,Meta,1000'),
    contentType: 'text/csv',
  });
  const upload = message({
    id: 'm-1',
    file_metadata: [{ name: 'plan.csv', gcsPath: 'uploads/a-1/plan.csv' }],
  });
  const result = message({ id: 'm-2', type: 'bot', sourceMessageId: 'm-1', action: 'campaign-processor' });
  const edit = message({ id: 'm-4', type: 'bot', sourceMessageId: 'm-3', action: 'campaign-augmentor' });
  const data = {
    messages: [upload, result, message({ id: 'm-3', content: 'change the budget' }), edit],
    files: [
      {
        key: 'uploads/a-1/plan.csv',
        account_id: 'a-1',
        user_id: 'u-1',
        originalName: 'plan.csv',
        size: 60,
        type: 'text/csv',
        created_at: '2026-11-23T09:00:00Z',
      },
    ],
  } as unknown as DemoData;
  return { deps: { data, files } as unknown as DemoApiDeps, result, edit };
}

describe('priorDocumentsOf', () => {
  it('gives the text of the document a result was read from, also to an edit of it', async () => {
    const { deps, result, edit } = await backendWithAnUploadedPlan();

    const documents = await priorDocumentsOf(deps, 'Show me the original media plan', [result, edit]);

    expect(documents['m-2']).toEqual([
      { name: 'plan.csv', text: expect.stringContaining('Advertiser,Acme') },
    ]);
    expect(documents['m-4']?.[0]?.name).toBe('plan.csv');
  });

  it('reads nothing again for a message that is not about the original', async () => {
    const { deps, result } = await backendWithAnUploadedPlan();

    expect(await priorDocumentsOf(deps, 'Build the launch configuration', [result])).toEqual({});
  });
});

describe('documentTextOf', () => {
  it('reads an uploaded .xlsx media plan into CSV lines in any host', async () => {
    const files = new MapFileStore();
    const key = 'uploads/a-1/plan.xlsx';
    const bytes = new Uint8Array(await readFile(`${FIXTURES_DIR}/media-plan-harbor-pine-winter.xlsx`));
    await files.put(key, { bytes, contentType: 'application/octet-stream' });
    const record = {
      key,
      account_id: 'a-1',
      user_id: 'u-1',
      originalName: 'plan.xlsx',
      size: bytes.length,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      created_at: '',
    };
    const deps = { data: { files: [record] }, files } as unknown as DemoApiDeps;

    const texts = await documentTextOf(deps, [{ name: 'plan.xlsx', gcsPath: key }]);

    expect(texts[key]).toContain('Winter Escapes - Prospecting,Facebook,01/18/2027,03/14/2027,30000');
  });
});

describe("the chat's history as the assistant is given it", () => {
  it("is the user's and the assistant's messages, oldest first, with the files and agents they named", () => {
    const history = historyOf([
      message({
        id: 'm-1',
        content: 'Here is the IO',
        file_metadata: [{ name: 'io.pdf', gcsPath: 'u/io.pdf' }],
      }),
      message({ id: 'm-2', type: 'bot', content: 'Reading it', action: 'campaign-processor' }),
      message({ id: 'm-3', type: 'system', content: 'Session resumed' }),
      message({ id: 'm-4', content: 'thanks' }),
      message({ id: 'm-5', type: 'bot', content: 'You are welcome' }),
    ]);
    expect(history).toEqual([
      { from: 'user', text: 'Here is the IO', files: ['io.pdf'] },
      { from: 'assistant', text: 'Reading it', action: 'campaign-processor' },
      { from: 'user', text: 'thanks' },
      { from: 'assistant', text: 'You are welcome' },
    ]);
  });
});
