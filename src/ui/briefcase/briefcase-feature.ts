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
export const BriefcaseFeature = feature<(host: BriefcaseHost) => BriefcaseViewModel>('briefcase');

export const useBriefcaseFactory = (): ((host: BriefcaseHost) => BriefcaseViewModel) =>
  useFeature(BriefcaseFeature);
