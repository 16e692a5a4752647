import { use } from 'react';
import { type Features, feature, useFeature } from '../app/features';

/**
 * The signed-in frame's features (chat list, chat workspace, campaign screens …), loaded with the
 * frame the first time; every call answers the same promise.
 */
export const SignedInFrameFeature = feature<() => Promise<Features>>('signed-in frame');

/** Starts loading the signed-in frame's features (their code and view models). */
export const useSignedInFrameLoader = (): (() => Promise<Features>) => useFeature(SignedInFrameFeature);

/** The signed-in frame's features; suspends while they load. */
export const useSignedInFeatures = (): Features => use(useFeature(SignedInFrameFeature)());
