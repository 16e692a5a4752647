import { pathFits, readCall } from './call-address';
import type { ReceivedCall } from './calls-received';

/** The calls the administration screens send (spec 3 §7), by where they go. */
const ADMINISTRATION = /^\/api\/(admin|account-admin|channels)(\/|$)/;

export const isAdministrationCall = (call: ReceivedCall): boolean => ADMINISTRATION.test(call.path);

/**
 * The received calls that are `call` ("PUT /api/channels/accounts/ca-1"), oldest first; a `*`
 * stands for one segment of the path (an id the backend made up during the scenario).
 */
export function callsMatching(calls: readonly ReceivedCall[], call: string): ReceivedCall[] {
  const { method, path } = readCall(call);
  return calls.filter((received) => received.method === method && pathFits(path, received.path));
}

/**
 * The fields a call carried that differ from "name: value, other" (a bare name only has to be
 * present); reads the body, and the query for a call without a body. Empty when all hold.
 */
export function fieldsNotCarried(call: ReceivedCall, fields: string): string[] {
  return valuesNotHeld({ ...call.query, ...call.body }, fields);
}

/**
 * The entries of "name: value, other" that `record` does not hold so: a bare name only has to be
 * there (neither missing nor empty), a value must read the same.
 */
export function valuesNotHeld(record: Record<string, unknown>, wanted: string): string[] {
  return wanted
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .filter((entry) => {
      const [name = '', ...value] = entry.split(':');
      const held = record[name.trim()];
      if (value.length === 0) return held === undefined || held === null || held === '';
      return String(held) !== value.join(':').trim();
    });
}

/** A field the call carried, by a dotted name into its JSON body ("orchestration.type"), or a query parameter. */
export function fieldAt(call: ReceivedCall, dottedName: string): unknown {
  const carried: Record<string, unknown> = { ...call.query, ...call.body };
  return dottedName
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], carried);
}

/** "GET /api/x, POST /api/y": what a failed check prints of the calls received. */
export const listOf = (calls: readonly ReceivedCall[]): string =>
  calls.map((call) => `${call.method} ${call.path}`).join(', ') || 'nothing';
