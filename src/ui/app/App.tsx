import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { AppRoutes } from './AppRouter';
import type { Features } from './features';
import { FeaturesProvider } from './features';

/**
 * The React tree: the shell's features (session, login) provided, routes below, the error screen
 * around everything. The signed-in frame adds its features when it loads.
 */
export function App({ features }: { features: Features }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <FeaturesProvider features={features}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </FeaturesProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
