import { interaction } from '../../interactions/Interaction';

const EXPORT = '/api/admin/adara-data-export';

/** The demo backend fails the next audience export with a 500 carrying `details` (spec 3 §8). */
export const failTheNextExport = (details: string) => {
  const body = { error: 'Internal Server Error', message: 'Export failed', details };
  return interaction('fail the next export', {
    async viewModel(app) {
      app.answerNextCall(
        EXPORT,
        new Response(JSON.stringify(body), { status: 500, headers: { 'content-type': 'application/json' } }),
      );
    },
    async browser(app) {
      // Playwright answers in front of the mock server, once.
      await app.page.route(`**${EXPORT}`, (route) => route.fulfill({ status: 500, json: body }), {
        times: 1,
      });
    },
  });
};
