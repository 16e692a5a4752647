import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckingAuthentication } from '../common/CheckingAuthentication';
import { ComingSoonPage } from '../common/ComingSoonPage';
import { LoginPage } from '../login/LoginPage';
import { Guarded } from './RouteGuards';
import { useShellViewModels } from './ViewModelsContext';

// Everything behind sign-in loads lazily so that /login stays small.
const AppLayout = lazy(() => import('../layout/AppLayout'));
const HomeScreen = lazy(() => import('../home/HomeScreen'));
const StatusPage = lazy(() => import('../status/StatusPage'));

/** The signed-in frame, its code and its view models fetched side by side rather than one after the other. */
function SignedInFrame() {
  // Memoized by the composition: this only starts the download that AppLayout waits for.
  void useShellViewModels().loadSignedIn();
  return (
    <Suspense fallback={<CheckingAuthentication />}>
      <AppLayout />
    </Suspense>
  );
}

/** Every route of the specs (spec 1 §2, spec 2 §2, spec 3 §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Guarded>
            <LoginPage />
          </Guarded>
        }
      />
      <Route
        path="/"
        element={
          <Guarded>
            <SignedInFrame />
          </Guarded>
        }
      >
        <Route index element={<HomeScreen />} />
        <Route
          path="status"
          element={
            <Suspense fallback={<CheckingAuthentication />}>
              <StatusPage />
            </Suspense>
          }
        />
        <Route path="admin" element={<ComingSoonPage title="Admin Dashboard" />} />
        <Route path="folders" element={<ComingSoonPage title="Folders" />} />
        <Route path="campaigns" element={<ComingSoonPage title="Campaigns" />} />
        <Route path="campaigns/:campaignId" element={<ComingSoonPage title="Campaign" />} />
        <Route path="campaign/new" element={<ComingSoonPage title="Create New Campaign" />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
