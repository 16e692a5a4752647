import { createContext, type ReactNode, useContext } from 'react';
import type { AppViewModels } from './AppViewModels';

const ViewModelsContext = createContext<AppViewModels | null>(null);

export function ViewModelsProvider({ value, children }: { value: AppViewModels; children: ReactNode }) {
  return <ViewModelsContext.Provider value={value}>{children}</ViewModelsContext.Provider>;
}

/** The app's view models; throws when a component renders outside the provider (a wiring bug). */
export function useViewModels(): AppViewModels {
  const value = useContext(ViewModelsContext);
  if (!value) throw new Error('useViewModels must be used inside ViewModelsProvider');
  return value;
}

export function useSession() {
  return useViewModels().session;
}
