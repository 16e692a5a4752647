import { feature, useFeature } from '../app/features';
import type { Impersonation } from './Impersonation';

/** Starting and ending an impersonation (spec 3): the Users tab and the banner. */
export const ImpersonationFeature = feature<Impersonation>('impersonation');

export const useImpersonation = (): Impersonation => useFeature(ImpersonationFeature);
