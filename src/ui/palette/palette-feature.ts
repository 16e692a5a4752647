import { feature } from '../app/features';
import type { PaletteFrame, PaletteViewModel } from './PaletteViewModel';

/** A command palette over what the frame holds, for one opening. */
export type CreatePalette = (frame: PaletteFrame) => PaletteViewModel;

/** The palette's factory, its code and flows loaded on the first call (its first opening). */
export const PaletteFeature = feature<() => Promise<CreatePalette>>('command palette');
