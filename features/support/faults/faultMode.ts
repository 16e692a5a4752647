import { After } from '@cucumber/cucumber';
import { DEMO_API_KEY } from '../../../mock-server/config';
import type { SidekickWorld } from '../world';

/** Fault mode of the mock server the browser scenarios run against (SIDEKICK_FAULTS rules). */
export async function setDemoBackendFaults(rules: string): Promise<void> {
  const mockUrl = process.env.SIDEKICK_E2E_MOCK_URL;
  if (!mockUrl)
    throw new Error(
      'SIDEKICK_E2E_MOCK_URL is not set: run the browser scenarios with `npm run test:browser`',
    );
  const response = await fetch(`${mockUrl}/api/demo/faults`, {
    method: 'PUT',
    headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ faults: rules }),
  });
  if (!response.ok)
    throw new Error(`Fault mode could not be set: ${response.status} ${await response.text()}`);
}

const shaky = new WeakSet<SidekickWorld>();

export function markShaky(world: SidekickWorld): void {
  shaky.add(world);
}

/** The next scenario meets a steady backend again. */
After(async function (this: SidekickWorld) {
  if (shaky.has(this)) await setDemoBackendFaults('');
});
