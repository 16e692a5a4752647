import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../src/simulation/assistant/testing/corpus/render-pdf';
import { spreadsheetText } from '../src/simulation/export/spreadsheet-text';
import { type RunningMockServer, startMockServer } from './server';

const KEY = 'samples-test-key';
const SECRET = 'samples-test-secret-long-enough-for-hs256';

let dataDir: string;
let server: RunningMockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<RunningMockServer> {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-samples-'));
  server = await startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET });
  return server;
}

const fetchSample = (running: RunningMockServer, kind: string, key: string | null = KEY) =>
  fetch(`${running.url}/api/demo/samples/${kind}`, { headers: key ? { 'x-api-key': key } : {} });

describe('the sample files the demo backend makes for its prospect', () => {
  it('name the prospect as the agency and write its currency, as downloads', async () => {
    const running = await start();
    const switched = await fetch(`${running.url}/api/demo/packs/fresh-start`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ prospect: { name: 'Contoso Outdoor', currency: 'EUR' } }),
    });
    expect(switched.status).toBe(200);

    const io = await fetchSample(running, 'insertion-order');
    expect(io.headers.get('content-type')).toBe('application/pdf');
    expect(io.headers.get('content-disposition')).toBe(
      'attachment; filename="io-contoso-outdoor-spring-trail.pdf"',
    );
    const ioText = await pdfTextOf(new Uint8Array(await io.arrayBuffer()));
    expect(ioText).toContain('Agency: Contoso Outdoor');
    expect(ioText).toContain('Total Budget: €180,000.00 EUR');

    const plan = await fetchSample(running, 'media-plan');
    const planText = await spreadsheetText(new Uint8Array(await plan.arrayBuffer()));
    expect(planText).toContain('Agency:,Contoso Outdoor');
    expect(planText).toContain('Currency:,EUR');

    const template = (await (await fetchSample(running, 'launch-template')).json()) as Record<
      string,
      unknown
    >;
    expect(template).toMatchObject({ agency: 'Contoso Outdoor', currency: 'EUR' });

    const creatives = await fetchSample(running, 'creatives');
    expect(creatives.headers.get('content-type')).toBe('application/zip');
    expect(creatives.headers.get('content-disposition')).toContain(
      'creatives-contoso-outdoor-spring-trail.zip',
    );
    // The first calls load pdf-lib, exceljs and jszip: slow on a loaded machine.
  }, 60_000);

  it('need the api key, and name the kinds for an unknown one', { timeout: 60_000 }, async () => {
    const running = await start();
    expect((await fetchSample(running, 'insertion-order', null)).status).toBe(401);
    const unknown = await fetchSample(running, 'brochure');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'No sample "brochure"; the samples are: insertion-order, media-plan, launch-template, creatives',
    });
    const plain = await pdfTextOf(
      new Uint8Array(await (await fetchSample(running, 'insertion-order')).arrayBuffer()),
    );
    expect(plain).toContain('Agency: Acme Media');
    expect(plain).toContain('Total Budget: $180,000.00 USD');
  });
});
