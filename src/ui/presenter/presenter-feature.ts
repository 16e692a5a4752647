import { feature, useFeature } from '../app/features';
import type { PresenterViewModel } from './PresenterViewModel';
import type { ProspectBrand } from './ProspectBrand';

/**
 * The presenter's panel, where the app talks to a demo backend (the mock server or the one in the
 * page): its view model, loaded with the first opening. Null against a real backend: no Demo button.
 */
export const PresenterFeature = feature<(() => Promise<PresenterViewModel>) | null>('presenter panel');

export const usePresenter = (): (() => Promise<PresenterViewModel>) | null => useFeature(PresenterFeature);

/** The prospect in the header, where the app talks to a demo backend: loaded after the frame shows. */
export const ProspectBrandFeature = feature<(() => Promise<ProspectBrand>) | null>('prospect brand');

export const useProspectBrand = (): (() => Promise<ProspectBrand>) | null => useFeature(ProspectBrandFeature);
