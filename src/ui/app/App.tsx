import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { AppRoutes } from './AppRouter';
import type { ShellViewModels } from './AppViewModels';
import { ShellViewModelsProvider } from './ViewModelsContext';

/**
 * The React tree: the shell's view models in context, routes below, the error screen around
 * everything. The signed-in frame adds the rest of the view models when it loads.
 */
export function App({ viewModels }: { viewModels: ShellViewModels }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <ShellViewModelsProvider value={viewModels}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ShellViewModelsProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
