import { feature, useFeature } from '../app/features';
import type { Announcer } from './Announcer';

/** The page's live region, provided by the signed-in frame. */
export const AnnouncerFeature = feature<Announcer>('live region');

export const useAnnouncer = (): Announcer => useFeature(AnnouncerFeature);
