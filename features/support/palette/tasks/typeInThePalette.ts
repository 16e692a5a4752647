import { PLACE_SEARCH_DEBOUNCE_MS } from '../../../../src/ui/palette/PaletteViewModel';
import { interaction } from '../../interactions/Interaction';
import { onThePalette } from '../drivers';

/** Types into the open palette's search, then lets the backend's search of campaigns and folders answer. */
export const typeInThePalette = (text: string) =>
  interaction(
    `type "${text}" in the palette`,
    onThePalette({
      async viewModel(palette) {
        palette.palette.queryChanged(text);
        await palette.app.wait(PLACE_SEARCH_DEBOUNCE_MS);
        await palette.app.settled();
      },
      async browser(palette) {
        await palette.page.keyboard.type(text);
        await palette.page.waitForTimeout(PLACE_SEARCH_DEBOUNCE_MS + 100);
        await palette.app.settled();
      },
    }),
  );
