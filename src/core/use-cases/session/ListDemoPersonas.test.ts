import { describe, expect, it } from 'vitest';
import { FakeAuthPort } from '../../testing/FakeAuthPort';
import { ListDemoPersonas } from './ListDemoPersonas';

describe('ListDemoPersonas', () => {
  it('answers the personas the demo identity provider offers', async () => {
    const auth = new FakeAuthPort();
    auth.personas = [{ email: 'sam@example.com', displayName: 'Sam Super', summary: 'Super Admin' }];
    expect(await new ListDemoPersonas(auth).execute()).toEqual({ ok: true, value: auth.personas });
  });

  it('answers a failure the login screen can show when the provider cannot be reached', async () => {
    const auth = new FakeAuthPort();
    auth.failing.add('listDemoPersonas');
    expect(await new ListDemoPersonas(auth).execute()).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
