import { drivenBy, onlyInThePage } from '../actors/drivers';
import { BrowserPalette } from './BrowserPalette';
import { ViewModelPalette } from './ViewModelPalette';

/** The command palette: its view model, or the dialog in the page. */
export const onThePalette = drivenBy(ViewModelPalette, BrowserPalette);
/** The shortcut list: only a page draws it (the table it shows is data, not a view model's state). */
export const onTheShortcutList = onlyInThePage(BrowserPalette);
