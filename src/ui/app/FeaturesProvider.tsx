import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Feature, Features } from './features';

const FeaturesContext = createContext<Features>(Features.of());

/**
 * Makes `features` available below, beside those provided further up: the page provides the
 * shell's (session, login), the signed-in frame adds its own when it loads.
 */
export function FeaturesProvider({ features, children }: { features: Features; children: ReactNode }) {
  const above = useContext(FeaturesContext);
  const value = useMemo(() => above.with(features), [above, features]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/** What the composition provides for `key`; throws outside the frame that provides it (a wiring bug). */
export function useFeature<T>(key: Feature<T>): T {
  return useContext(FeaturesContext).get(key);
}
