import { After } from '@cucumber/cucumber';
import { DEMO_API_KEY } from '../../../mock-server/config';
import type { SidekickWorld } from '../world';

const changed = new WeakSet<SidekickWorld>();

/** The scenario changes the run speed of its worker's mock server: the next one must not meet it. */
export function markSpeedChanged(world: SidekickWorld): void {
  changed.add(world);
}

/** Gives the mock server back the speed the browser tests started it with (scripts/browser-tests.ts). */
After(async function (this: SidekickWorld) {
  if (!changed.has(this)) return;
  const speed = Number(process.env.SIDEKICK_SIM_SPEED) || 1;
  const response = await this.app.callDemoBackend('/api/demo/settings', {
    method: 'PUT',
    headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ speed }),
  });
  if (!response.ok) throw new Error(`The run speed could not be set back: ${response.status}`);
});
