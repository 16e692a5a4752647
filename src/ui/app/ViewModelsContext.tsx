import { createContext, type ReactNode, useContext } from 'react';
import type { AppViewModels, ShellViewModels } from './AppViewModels';

const ShellContext = createContext<ShellViewModels | null>(null);
const SignedInContext = createContext<AppViewModels | null>(null);

/** The whole page: session and login. */
export function ShellViewModelsProvider({
  value,
  children,
}: {
  value: ShellViewModels;
  children: ReactNode;
}) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The signed-in frame: everything, the shell's view models included. */
export function ViewModelsProvider({ value, children }: { value: AppViewModels; children: ReactNode }) {
  return (
    <ShellContext.Provider value={value}>
      <SignedInContext.Provider value={value}>{children}</SignedInContext.Provider>
    </ShellContext.Provider>
  );
}

/** The view models available on every route; throws outside the providers (a wiring bug). */
export function useShellViewModels(): ShellViewModels {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellViewModels must be used inside ShellViewModelsProvider');
  return value;
}

/** The signed-in frame's view models; throws outside it (a wiring bug). */
export function useViewModels(): AppViewModels {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useViewModels must be used inside ViewModelsProvider (the signed-in frame)');
  return value;
}

export function useSession() {
  return useShellViewModels().session;
}
