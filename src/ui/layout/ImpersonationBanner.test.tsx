// @vitest-environment happy-dom
import '../test-setup/dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../core/testing/users';
import { failed, type Outcome, succeeded } from '../../core/use-cases/outcome';
import { Features, FeaturesProvider, provide } from '../app/features';
import type { Impersonation } from '../session/Impersonation';
import type { SessionStore } from '../session/SessionStore';
import { SessionFeature } from '../session/session-feature';
import { ImpersonationBanner } from './ImpersonationBanner';
import { ImpersonationBannerViewModel } from './ImpersonationBannerViewModel';
import { ImpersonationBannerFeature } from './impersonation-banner-feature';

function renderBanner(answer: Outcome) {
  const session = {
    user: aUser({ isImpersonating: true, impersonatedBy: 'u-sam' }),
    greetingName: 'Riley Planner',
  } as unknown as SessionStore;
  const impersonation = { end: async () => answer } as unknown as Impersonation;
  render(
    <FeaturesProvider
      features={Features.of([
        provide(SessionFeature, session),
        provide(ImpersonationBannerFeature, new ImpersonationBannerViewModel(impersonation)),
      ])}
    >
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ImpersonationBanner />} />
          <Route path="/admin" element={<p>Admin dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </FeaturesProvider>,
  );
}

describe('ImpersonationBanner', () => {
  it('says in the page why the impersonation could not end, and stays', async () => {
    renderBanner(failed('unavailable', 'Network Error'));
    expect(screen.getByRole('status').textContent).toContain('Impersonating Riley Planner');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'End Impersonation' })));
    expect(screen.getByRole('alert').textContent).toBe('Failed to end impersonation: Network Error');
    expect(screen.getByRole('button', { name: 'End Impersonation' })).toBeTruthy();
  });

  it('goes back to the admin dashboard once it has ended', async () => {
    renderBanner(succeeded());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'End Impersonation' })));
    expect(screen.getByText('Admin dashboard')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
