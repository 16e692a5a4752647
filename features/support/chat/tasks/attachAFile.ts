import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';
import { fixtureFile, fixturePath } from '../fixtures';

/** Attaches a sample file of mock-server/fixtures: uploaded at once, shown as a chip. */
export const attachAFile = (fixture: string) =>
  interaction(
    `attach "${fixture}"`,
    onTheChat({
      async viewModel(chat) {
        await (await chat.shownWorkspace()).composer.filesChosen([fixtureFile(fixture)]);
      },
      async browser(chat) {
        await chat.workspace();
        await chat.page.getByTestId('file-input').setInputFiles(fixturePath(fixture));
        await chat.composer
          .getByRole('button', { name: `Remove ${fixture}` })
          .or(chat.composer.getByRole('alert'))
          .first()
          .waitFor();
      },
    }),
  );
