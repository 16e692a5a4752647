import { describe, expect, it } from 'vitest';
import { HttpDemoAdapter } from './HttpDemoAdapter';
import { json } from './testing/fake-fetch';
import { itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

const packs = {
  current: 'fresh-start',
  packs: [{ id: 'fresh-start', name: 'Fresh start', description: 'The seed' }],
};
const settings = { speed: 5, faults: 0.1 };

describe('HttpDemoAdapter routes', () => {
  const routes: RouteCase<HttpDemoAdapter>[] = [
    ['listPacks', (a) => a.listPacks(), packs, { method: 'GET', path: '/api/demo/packs' }],
    [
      'switchPack',
      (a) => a.switchPack('launch-day'),
      packs,
      { method: 'POST', path: '/api/demo/packs/launch-day', body: {} },
    ],
    ['readSettings', (a) => a.readSettings(), settings, { method: 'GET', path: '/api/demo/settings' }],
    [
      'changeSettings',
      (a) => a.changeSettings({ speed: 20 }),
      settings,
      { method: 'PUT', path: '/api/demo/settings', body: { speed: 20 } },
    ],
  ];

  itCallsEachContractRoute(routes, (http) => new HttpDemoAdapter(http));
});

describe('HttpDemoAdapter answers', () => {
  const setup = overFakeBackend((http) => ({ demo: new HttpDemoAdapter(http) }));

  it('sends the prospect as the pack switch body', async () => {
    const { backend, demo } = setup();
    backend.answerNext(json(packs));
    await demo.switchPack('after-launch', { name: 'Contoso Outdoor', currency: 'EUR' });
    expect(backend.lastCall.body).toEqual({ prospect: { name: 'Contoso Outdoor', currency: 'EUR' } });
  });

  it('refuses a fault rate that is no share of calls', async () => {
    const { backend, demo } = setup();
    backend.answerNext(json({ speed: 3, faults: 30 }));
    await expect(demo.readSettings()).rejects.toThrow();
  });
});
