import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Export Audience Data; the actor remembers the file's name ('' when the export failed). */
export const exportTheAudienceData = () =>
  interaction(
    'export the audience data',
    onTheAdmin({
      async viewModel(admin, actor) {
        let saved = '';
        await admin.dashboard.tab('export').exportClicked((fileName) => {
          saved = fileName;
        });
        actor.remember('file saved', saved);
      },
      async browser(admin, actor) {
        const download = admin.page
          .waitForEvent('download')
          .then((file) => file.suggestedFilename())
          .catch(() => '');
        await admin.page.getByRole('button', { name: 'Export Audience Data' }).click();
        const failed = admin.page
          .getByRole('alert')
          .waitFor()
          .then(() => '')
          .catch(() => '');
        actor.remember('file saved', await Promise.race([download, failed]));
      },
    }),
  );
