import { feature, useFeature } from '../app/features';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseViewModel } from './BriefcaseViewModel';

/** The chat screen a briefcase belongs to: its open chat, and whether the panel shows. */
export interface BriefcaseHost {
  readonly thread: BriefcaseSource;
  readonly briefcaseOpen: boolean;
  briefcaseClosed(): void;
}

/** The briefcase of a chat screen's open chat (spec 1 §2); dispose it with the screen. */
export type CreateBriefcase = (host: BriefcaseHost) => BriefcaseViewModel;

/**
 * The briefcase's factory, its code (view model and flows) loaded on the first call, when a
 * briefcase first opens; every call answers the same promise.
 */
export const BriefcaseFeature = feature<() => Promise<CreateBriefcase>>('briefcase');

export const useBriefcaseLoader = (): (() => Promise<CreateBriefcase>) => useFeature(BriefcaseFeature);
