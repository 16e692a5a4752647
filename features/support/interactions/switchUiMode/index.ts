import assert from 'node:assert/strict';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { interaction } from '../Interaction';

/** The sidebar's "Switch to New UI" / "Switch to Classic UI" (spec 3 §9). */
export const switchUiMode = (mode: string) =>
  interaction(`switch to the ${mode}`, {
    async viewModel(app) {
      const uiMode = app.feature(UiModeFeature);
      assert.equal(uiMode.toggleLabel, mode);
      uiMode.modeToggled();
    },
    async browser(app) {
      await app.page.getByRole('button', { name: `Switch to ${mode}` }).click();
      // The other mode's sidebar may load its code first: switched once it offers the way back.
      const back = mode === 'New UI' ? 'Classic UI' : 'New UI';
      await app.page.getByRole('button', { name: `Switch to ${back}` }).waitFor();
    },
  });
