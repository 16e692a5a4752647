import { describedOf } from '../../contract/described/index';
import { declaredFieldsOf } from '../api/declared-fields';
import type { Route } from '../api/router';

/**
 * A call's fields split where the contract declares each (src/contract/requests): the body's
 * (JSON or multipart) in the body, every other one in the query, as a client of the contract
 * sends them. A field neither declares goes to the body of a call that has one.
 */
export function splitByCarrier<Value>(
  route: Route,
  fields: Readonly<Record<string, Value>>,
): { inBody: Record<string, Value>; inQuery: Record<string, Value> } {
  const declared = declaredFieldsOf(describedOf(route.endpoint));
  const queryDeclares = (name: string) => declared.query === 'open' || declared.query.has(name);
  const bodyTakes = (name: string) =>
    declared.body === 'open' || declared.body.has(name) || (declared.body.size > 0 && !queryDeclares(name));
  const inBody: Record<string, Value> = {};
  const inQuery: Record<string, Value> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (bodyTakes(name)) inBody[name] = value;
    else inQuery[name] = value;
  }
  return { inBody, inQuery };
}
