import { question } from '../../questions/Question';
import { onTheDemoBackend } from '../drivers';
import { ViewModelChat } from '../ViewModelChat';

interface UploadSeen {
  name: string;
  percent: number;
}

/** The files on their way, each with the percentage its progress bar shows. */
export const theUploadsInProgress = () =>
  question(
    'the uploads in progress',
    onTheDemoBackend<UploadSeen[]>({
      async viewModel(_backend, actor) {
        const { composer } = await actor.abilityTo(ViewModelChat).shownWorkspace();
        return composer.uploads.files.map(({ name, percent }) => ({ name, percent }));
      },
      async browser(backend) {
        const shown: UploadSeen[] = [];
        for (const bar of await backend.uploading().getByRole('progressbar').all()) {
          const label = (await bar.getAttribute('aria-label')) ?? '';
          shown.push({
            name: label.replace(/^Uploading /, '').replace(/ waits its turn$/, ''),
            percent: Number(await bar.getAttribute('aria-valuenow')),
          });
        }
        return shown;
      },
    }),
  );
