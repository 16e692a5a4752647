import type { NextFunction, Request, Response } from 'express';
import { DEMO_HOST_CALLS } from '../../src/contract/described/demo-host';
import { DEMO_HOST } from '../../src/contract/endpoints/demo-host';
import { declaredFieldsOf, refuseUnknownFields } from '../../src/simulation/api/declared-fields';
import { type FaultInjector, parseFaults } from './faults';
import { sendJsonError } from './hygiene';

const MAX_BODY = 4096;

/** `{ faults }` and nothing else, as the contract declares it. */
const SWITCH_FIELDS = declaredFieldsOf(DEMO_HOST_CALLS.faults);

function readSmallBody(req: Request): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => {
      text += part;
      if (text.length > MAX_BODY) {
        req.removeAllListeners('data');
        resolve(null);
      }
    });
    req.once('end', () => resolve(text));
    req.once('error', () => resolve(null));
  });
}

/**
 * PUT /api/demo/faults `{ "faults": "0.3" }` changes fault mode while the server runs (a demo
 * presenter, the fault scenario); `""` turns it off. Demo mode and the api key only.
 */
export function faultSwitch(faults: FaultInjector, settings: { apiKey: string; demoIdentity: boolean }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const { method, path } = DEMO_HOST.faults;
    if (req.method !== method || req.path !== path || !settings.demoIdentity) {
      next();
      return;
    }
    if (req.headers['x-api-key'] !== settings.apiKey) {
      sendJsonError(res, 401, { error: 'Invalid API key' });
      return;
    }
    const text = await readSmallBody(req);
    let body: unknown;
    try {
      body = text === null ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    try {
      refuseUnknownFields(SWITCH_FIELDS, new URLSearchParams(), fields);
    } catch (error) {
      sendJsonError(res, 400, { error: (error as Error).message });
      return;
    }
    const raw = fields.faults;
    if (typeof raw !== 'string') {
      sendJsonError(res, 400, { error: 'faults is required' });
      return;
    }
    try {
      faults.setRules(parseFaults(raw));
    } catch (error) {
      sendJsonError(res, 400, { error: (error as Error).message });
      return;
    }
    res.status(200).json({ success: true, faults: raw });
  };
}
