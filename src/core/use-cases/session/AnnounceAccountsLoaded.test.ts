import { describe, expect, it } from 'vitest';
import { FakeEventsPort } from '../../testing/FakeEventsPort';
import { ManualClock } from '../../testing/ManualClock';
import { AnnounceAccountsLoaded } from './AnnounceAccountsLoaded';

describe('AnnounceAccountsLoaded', () => {
  it('emits accountsLoaded 50 ms later with the accounts, the selection and the time it went out', async () => {
    const events = new FakeEventsPort();
    const clock = new ManualClock();
    const accounts = [{ id: 'acc-acme', name: 'Acme Media', extra: 'not announced' }];
    new AnnounceAccountsLoaded(events, clock).execute({
      selectedAccountId: 'acc-acme',
      accounts,
      source: 'login',
    });
    await clock.advance(49);
    expect(events.emitted).toHaveLength(0);
    await clock.advance(1);
    expect(events.emittedOf('accountsLoaded')).toEqual([
      {
        selectedAccountId: 'acc-acme',
        accounts: [{ id: 'acc-acme', name: 'Acme Media' }],
        source: 'login',
        timestamp: clock.now(),
      },
    ]);
  });
});
