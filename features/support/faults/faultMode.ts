import { After } from '@cucumber/cucumber';
import { DEMO_API_KEY } from '../../../mock-server/config';
import { demoBackendUrl } from '../abilities/demo-backend';
import type { SidekickWorld } from '../world';

/** Fault mode of the mock server the browser scenarios run against (SIDEKICK_FAULTS rules). */
export async function setDemoBackendFaults(rules: string): Promise<void> {
  const response = await fetch(`${demoBackendUrl()}/api/demo/faults`, {
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
