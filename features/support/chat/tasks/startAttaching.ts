import { interaction } from '../../interactions/Interaction';
import { onTheDemoBackend } from '../drivers';
import { eventually } from '../eventually';
import { fixtureFile, fixturePath } from '../fixtures';
import { ViewModelChat } from '../ViewModelChat';

/** Chooses a sample file to attach to the message without waiting for its upload. */
export const startAttaching = (fixture: string) =>
  interaction(
    `start attaching "${fixture}"`,
    onTheDemoBackend({
      async viewModel(backend, actor) {
        const { composer } = await actor.abilityTo(ViewModelChat).shownWorkspace();
        void composer.filesChosen([fixtureFile(fixture)]);
        await eventually(() => composer.uploads.files.some((file) => file.name === fixture));
        await backend.app.settled();
      },
      async browser(backend) {
        await backend.app.page.getByTestId('file-input').setInputFiles(fixturePath(fixture));
        await backend
          .uploading()
          .getByRole('progressbar', { name: `Uploading ${fixture}` })
          .waitFor();
      },
    }),
  );
