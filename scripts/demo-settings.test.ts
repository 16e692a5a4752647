import { describe, expect, it } from 'vitest';
import { demoMockSettings, startChoices } from './demo-settings';

describe('npm start', () => {
  it('serves the app on 3000 and the mock backend on 3001, built for production', () => {
    expect(startChoices({}, ['node', 'start.ts'])).toEqual({ appPort: 3000, mockPort: 3001, dev: false });
  });

  it('moves the servers to PORT and MOCK_PORT, and hot-reloads with --dev', () => {
    expect(startChoices({ PORT: '4000', MOCK_PORT: ' 4001 ' }, ['start.ts', '--dev'])).toEqual({
      appPort: 4000,
      mockPort: 4001,
      dev: true,
    });
  });

  it.each(['web', '0', '70000', '30.5'])('refuses PORT=%s, naming it', (port) => {
    expect(() => startChoices({ PORT: port }, [])).toThrow(`PORT="${port}" is not a port`);
  });
});

describe('the demo mock backend', () => {
  const secretOf = (dir: string) => `secret kept in ${dir}`;

  it('keeps the seeded demo in .data on loopback, at normal pace, without faults', () => {
    expect(demoMockSettings(3001, undefined, {}, secretOf)).toEqual({
      port: 3001,
      host: '127.0.0.1',
      speed: 1,
      dataDir: '.data',
      tokenSecret: 'secret kept in .data',
      faults: [],
    });
  });

  it('takes its data folder, pace, secret and faults from the run and the environment', () => {
    const settings = demoMockSettings(
      0,
      '/tmp/run-1',
      { SIDEKICK_SIM_SPEED: '20', SIDEKICK_DEMO_TOKEN_SECRET: 'given', SIDEKICK_FAULTS: '0.2' },
      secretOf,
    );
    expect(settings).toMatchObject({ port: 0, dataDir: '/tmp/run-1', speed: 20, tokenSecret: 'given' });
    expect(settings.faults).toEqual([{ rate: 0.2, kind: 'either' }]);
  });

  it('runs at normal pace when SIDEKICK_SIM_SPEED is not a number', () => {
    expect(demoMockSettings(0, 'd', { SIDEKICK_SIM_SPEED: 'fast' }, secretOf).speed).toBe(1);
  });
});
