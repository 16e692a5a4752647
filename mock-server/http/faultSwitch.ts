import type { NextFunction, Request, Response } from 'express';
import { type DeclaredFields, refuseUnknownFields } from '../../src/simulation/api/declared-fields';
import { type FaultInjector, parseFaults } from './faults';
import { sendJsonError } from './hygiene';

const MAX_BODY = 4096;

/** `{ faults }` and nothing else, as docs/openapi.json declares it. */
const SWITCH_FIELDS: DeclaredFields = { query: 'open', body: new Set(['faults']) };

/** The route this switch answers, outside the shared simulation. */
export const FAULT_SWITCH_ROUTE = { method: 'PUT', path: '/api/demo/faults' } as const;

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
    if (req.method !== 'PUT' || req.path !== '/api/demo/faults' || !settings.demoIdentity) {
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
