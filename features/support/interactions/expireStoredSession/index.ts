import { interaction } from '../Interaction';

/** Makes the session the browser stored lie in the past, as if its three days had run out. */
export const expireStoredSession = () =>
  interaction('expire the stored session', {
    async viewModel(app) {
      const stored = await app.storage.loadSession();
      if (stored) app.storage.saveSession({ ...stored, expiresAt: app.clock.now() - 1 });
    },
    async browser(app) {
      await app.page.evaluate(() => {
        const raw = localStorage.getItem('agentUserData');
        if (!raw) return;
        localStorage.setItem(
          'agentUserData',
          JSON.stringify({ ...JSON.parse(raw), expiresAt: Date.now() - 1000 }),
        );
      });
    },
  });
