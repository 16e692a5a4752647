import { afterEach } from 'vitest';
import { HttpClient } from '../HttpClient';
import { ContractValidator } from './contract-validator';
import { FakeFetch } from './fake-fetch';

let contract: ContractValidator | undefined;
const backendsOfThisTest: FakeFetch[] = [];

/**
 * Every request an adapter sent to a fake backend is held to the backend contract
 * (docs/openapi.json) once its test ends: the adapters cannot drift from the document.
 */
afterEach(() => {
  const calls = backendsOfThisTest.splice(0).flatMap((backend) => backend.calls);
  if (calls.length === 0) return;
  contract ??= new ContractValidator();
  const checker = contract;
  const problems = calls.flatMap((call) => checker.checkRequest(call));
  if (problems.length > 0) throw new Error(`Requests outside the contract:\n${problems.join('\n')}`);
});

/** A client over a fake backend, with no retry delay, for adapter tests. */
export function fakeBackendClient(): { backend: FakeFetch; http: HttpClient } {
  const backend = new FakeFetch();
  backendsOfThisTest.push(backend);
  const http = new HttpClient({
    baseUrl: 'http://backend.test',
    apiKey: 'test-key',
    getToken: () => 'session-token',
    fetch: backend.fetch,
    retryDelayMs: () => 0,
  });
  return { backend, http };
}

/** What a route test expects the adapter to have sent. */
export interface ExpectedCall {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}
