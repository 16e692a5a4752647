import { fixturePath } from '../../chat/fixtures';
import { onScreen } from '../on-a-screen';

/**
 * "Attach files" tapped, the file picked in the device's file chooser: the tap path of an upload
 * (a phone has no drag-and-drop). Done when the file is attached (its chip can remove it).
 */
export const attachByTouch = (fixture: string) =>
  onScreen(`attach "${fixture}" by touch`, async ({ page }) => {
    const composer = page.getByRole('region', { name: 'Message input' });
    const chooser = page.waitForEvent('filechooser');
    await composer.getByRole('button', { name: 'Attach files', exact: true }).tap();
    await (await chooser).setFiles(fixturePath(fixture));
    await composer.getByRole('button', { name: `Remove ${fixture}` }).waitFor();
  });
