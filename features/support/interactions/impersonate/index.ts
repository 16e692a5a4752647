import { interaction } from '../Interaction';

// Starting an impersonation belongs to the admin dashboard (spec 3), not on the page yet: the
// browser level says so instead of reaching around the screen.
const notOnThePageYet = async () => {
  throw new Error('Impersonation starts from the admin dashboard, which the page does not offer yet');
};

/** A super admin acts as another user. */
export const impersonate = (displayName: string) =>
  interaction(`impersonate ${displayName}`, {
    async viewModel(app) {
      const target = app.backend.data.users.find((u) => u.display_name === displayName);
      if (!target) throw new Error(`No user named ${displayName}`);
      await app.viewModels.session.startImpersonation(target.id);
      await app.clock.advance(200);
    },
    browser: notOnThePageYet,
  });

/** The banner's "End Impersonation". */
export const endImpersonation = () =>
  interaction('end the impersonation', {
    async viewModel(app) {
      await app.viewModels.session.endImpersonation();
      await app.clock.advance(200);
    },
    async browser(app) {
      await app.page.getByRole('button', { name: 'End Impersonation' }).click();
      await app.workspaceReady();
    },
  });
