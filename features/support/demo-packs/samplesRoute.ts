import { makeSample, SAMPLE_KINDS } from '../../../mock-server/http/demoSamples';
import { DEMO_HOST } from '../../../src/contract/endpoints/demo-host';
import type { DemoData } from '../../../src/simulation/data/types';

const PATH = new RegExp(`${DEMO_HOST.sample.path.replace('{kind}', '([^/]+)')}$`);

/**
 * The scenario backend's GET /api/demo/samples/{kind}, as the HTTP host answers it
 * (mock-server/http/demoSamples.ts): the in-page backend makes no samples (pdf-lib and exceljs stay
 * out of the page), but a scenario plays the mock server's part, and Node can make them.
 */
export function withSamples(backendFetch: typeof fetch, data: DemoData): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const kind = PATH.exec(new URL(String(input instanceof Request ? input.url : input)).pathname)?.[1];
    if (kind === undefined) return backendFetch(input, init);
    const known = SAMPLE_KINDS.find((candidate) => candidate === kind);
    if (!known) return Response.json({ error: `No sample "${kind}"` }, { status: 404 });
    const file = await makeSample(known, data.prospect);
    return new Response(file.bytes.slice(), {
      headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.name}"` },
    });
  }) as typeof fetch;
}
