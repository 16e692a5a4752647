import type { NextFunction, Request, Response } from 'express';
import { DEMO_HOST } from '../../src/contract/endpoints/demo-host';
import { DEFAULT_PROSPECT } from '../../src/core/domain/demo/prospect';
import { SAMPLE_KINDS, type SampleKind } from '../../src/core/domain/demo/samples';
import { routePath } from '../../src/simulation/api/route-kit';
import { matchPath } from '../../src/simulation/api/router';
import type { DemoData } from '../../src/simulation/data/types';
import { sendJsonError } from './hygiene';

export { SAMPLE_KINDS, type SampleKind } from '../../src/core/domain/demo/samples';

export interface SampleFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'prospect';

/**
 * One sample made for the prospect: the fixtures' documents (scripts/fixtures) with its name as the
 * agency and its currency. The builders (pdf-lib, exceljs, jszip) load on the first call only.
 */
export async function makeSample(kind: SampleKind, prospect = DEFAULT_PROSPECT): Promise<SampleFile> {
  const { prospectParty } = await import('../../scripts/fixtures/sample-party');
  const party = prospectParty(prospect);
  const prefix = slug(prospect.name);
  switch (kind) {
    case 'insertion-order': {
      const { cleanInsertionOrder } = await import('../../scripts/fixtures/insertion-orders');
      const bytes = await cleanInsertionOrder(party);
      return { name: `io-${prefix}-spring-trail.pdf`, type: 'application/pdf', bytes };
    }
    case 'media-plan': {
      const { mediaPlan } = await import('../../scripts/fixtures/media-plan');
      const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return { name: `media-plan-${prefix}-harbor-pine.xlsx`, type, bytes: await mediaPlan(party) };
    }
    case 'launch-template': {
      const { launchTemplate } = await import('../../scripts/fixtures/launch-template');
      const bytes = new TextEncoder().encode(launchTemplate(party));
      return { name: `launch-template-${prefix}.json`, type: 'application/json', bytes };
    }
    case 'creatives': {
      const { creativesZip } = await import('../../scripts/fixtures/creatives');
      return {
        name: `creatives-${prefix}-spring-trail.zip`,
        type: 'application/zip',
        bytes: await creativesZip(prospect.name),
      };
    }
  }
}

const PATTERN = routePath(DEMO_HOST.sample.path);

/**
 * GET /api/demo/samples/{kind}: a sample file made for the prospect the demo backend's pack was
 * made for (issue 29), as a download. Demo mode and the api key only, like the packs.
 */
export function demoSamples(data: DemoData, settings: { apiKey: string; demoIdentity: boolean }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const kind = matchPath(PATTERN, req.path)?.kind;
    if (req.method !== DEMO_HOST.sample.method || kind === undefined || !settings.demoIdentity) {
      next();
      return;
    }
    if (req.headers['x-api-key'] !== settings.apiKey) {
      sendJsonError(res, 401, { error: 'Invalid API key' });
      return;
    }
    const known = SAMPLE_KINDS.find((candidate) => candidate === kind);
    if (!known) {
      sendJsonError(res, 404, { error: `No sample "${kind}"; the samples are: ${SAMPLE_KINDS.join(', ')}` });
      return;
    }
    try {
      const file = await makeSample(known, data.prospect);
      res
        .status(200)
        .type(file.type)
        .set('content-disposition', `attachment; filename="${file.name}"`)
        .send(Buffer.from(file.bytes));
    } catch (error) {
      next(error);
    }
  };
}
