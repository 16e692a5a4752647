import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { AppRoutes } from './AppRouter';
import type { AppViewModels } from './AppViewModels';
import { ViewModelsProvider } from './ViewModelsContext';

/** The React tree: view models in context, routes below, the error screen around everything. */
export function App({ viewModels }: { viewModels: AppViewModels }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <ViewModelsProvider value={viewModels}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ViewModelsProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
