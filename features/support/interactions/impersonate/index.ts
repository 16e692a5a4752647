import { ImpersonationFeature } from '../../../../src/ui/session/impersonation-feature';
import { interaction } from '../Interaction';

/** A super admin acts as another user. */
export const impersonate = (displayName: string) =>
  interaction(`impersonate ${displayName}`, {
    async viewModel(app) {
      const target = app.backend.data.users.find((u) => u.display_name === displayName);
      if (!target) throw new Error(`No user named ${displayName}`);
      const started = await app.feature(ImpersonationFeature).start(target.id);
      if (!started.ok) throw new Error(`Impersonating ${displayName} failed: ${started.message}`);
      await app.clock.advance(200);
    },
    // As a super admin does it: the Users tab of the admin dashboard, the user's Impersonate.
    async browser(app) {
      await app.open('/admin?tab=users');
      const row = app.page.getByRole('row').filter({ hasText: displayName });
      await row.getByRole('button', { name: /^Impersonate / }).click();
      await app.page.getByRole('button', { name: 'End Impersonation' }).waitFor();
      await app.workspaceReady();
    },
  });

/** The banner's "End Impersonation". */
export const endImpersonation = () =>
  interaction('end the impersonation', {
    async viewModel(app) {
      const ended = await app.feature(ImpersonationFeature).end();
      if (!ended.ok) throw new Error(`Ending the impersonation failed: ${ended.message}`);
      await app.clock.advance(200);
    },
    async browser(app) {
      const end = app.page.getByRole('button', { name: 'End Impersonation' });
      await end.click();
      // The super admin is back once the banner has gone.
      await end.waitFor({ state: 'detached' });
      await app.workspaceReady();
    },
  });
