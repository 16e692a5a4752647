import { fixtureFile, fixturePath } from '../../chat/fixtures';
import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Uploads the sample files together and waits for their analysis. */
export const uploadToTheCreationForm = (...fixtures: string[]) =>
  interaction(
    `upload ${fixtures.join(', ')} to the creation form`,
    onTheCreationForm({
      async viewModel(creation) {
        await creation.form.filesAdded(fixtures.map(fixtureFile));
        await creation.settled();
      },
      async browser({ page }) {
        const analysed = page.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith('/orchestration/analyze-files'),
        );
        await page
          .locator('input[type="file"]')
          .first()
          .setInputFiles(fixtures.map((fixture) => fixturePath(fixture)));
        for (const fixture of fixtures)
          await page
            .getByRole('listitem')
            .filter({ hasText: fixture })
            .filter({ hasText: 'Uploaded' })
            .waitFor();
        await analysed;
        await page.getByText(/^Recommended workflow:/).waitFor();
      },
    }),
  );
