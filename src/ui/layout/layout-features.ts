import { use } from 'react';
import { useFeature } from '../app/FeaturesProvider';
import { type Features, feature } from '../app/features';
import type { UiModeViewModel } from './UiModeViewModel';

/**
 * The signed-in frame's features (chat list, chat workspace, campaign screens …), loaded with the
 * frame the first time; every call answers the same promise.
 */
export const SignedInFrameFeature = feature<() => Promise<Features>>('signed-in frame');

/** Starts loading the signed-in frame's features (their code and view models). */
export const useSignedInFrameLoader = (): (() => Promise<Features>) => useFeature(SignedInFrameFeature);

/** The signed-in frame's features; suspends while they load. */
export const useSignedInFeatures = (): Features => use(useFeature(SignedInFrameFeature)());

/** Classic or New UI and the new sidebar's collapsed state (spec 3 §2, §9). */
export const UiModeFeature = feature<UiModeViewModel>('UI mode');

export const useUiMode = (): UiModeViewModel => useFeature(UiModeFeature);
