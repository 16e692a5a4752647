import { feature, useFeature } from '../app/features';
import type { SessionStore } from './SessionStore';

/** Who is signed in and acts in which account: on every screen, /login included. */
export const SessionFeature = feature<SessionStore>('session');

export const useSession = (): SessionStore => useFeature(SessionFeature);
