import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './AppRouter';
import type { AppViewModels } from './AppViewModels';
import { ViewModelsProvider } from './ViewModelsContext';

/** The React tree: view models in context, routes below. */
export function App({ viewModels }: { viewModels: AppViewModels }) {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <ViewModelsProvider value={viewModels}>
        <RouterProvider router={router} />
      </ViewModelsProvider>
    </StrictMode>
  );
}
