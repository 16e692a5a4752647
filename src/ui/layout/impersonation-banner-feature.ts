import { feature, useFeature } from '../app/features';
import type { ImpersonationBannerViewModel } from './ImpersonationBannerViewModel';

/** The impersonation banner's End Impersonation and its failure (spec 3 "Impersonation"). */
export const ImpersonationBannerFeature = feature<ImpersonationBannerViewModel>('impersonation banner');

export const useImpersonationBanner = (): ImpersonationBannerViewModel =>
  useFeature(ImpersonationBannerFeature);
