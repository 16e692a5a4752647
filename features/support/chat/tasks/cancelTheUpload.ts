import { interaction } from '../../interactions/Interaction';
import { onTheDemoBackend } from '../drivers';
import { ViewModelChat } from '../ViewModelChat';

/** The cancel of a file's upload. */
export const cancelTheUpload = (name: string) =>
  interaction(
    `cancel the upload of "${name}"`,
    onTheDemoBackend({
      async viewModel(backend, actor) {
        const { composer } = await actor.abilityTo(ViewModelChat).shownWorkspace();
        const file = composer.uploads.files.find((candidate) => candidate.name === name);
        if (!file) throw new Error(`No upload of ${name} is on its way`);
        composer.uploadCancelled(file.key);
        await backend.app.settled();
      },
      async browser(backend) {
        const cancel = backend.uploading().getByRole('button', { name: `Cancel upload of ${name}` });
        await cancel.click();
        await cancel.waitFor({ state: 'detached' });
      },
    }),
  );
