import { feature, useFeature } from '../app/features';
import type { UiModeViewModel } from './UiModeViewModel';

/** Classic or New UI and the new sidebar's collapsed state (spec 3 §2, §9). */
export const UiModeFeature = feature<UiModeViewModel>('UI mode');

export const useUiMode = (): UiModeViewModel => useFeature(UiModeFeature);
