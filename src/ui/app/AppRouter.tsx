import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckingAuthentication } from '../common/CheckingAuthentication';
import { ScreenSuspense } from '../common/ScreenSuspense';
import { useSignedInFrameLoader } from '../layout/signed-in-frame-feature';
import { Guarded } from './RouteGuards';

// The login screen loads only when it shows, and everything behind sign-in lazily so that /login stays small.
const LoginPage = lazy(() => import('../login/LoginPage').then((m) => ({ default: m.LoginPage })));
// In the signed-in core's chunk (composition/pageContainer.ts): every signed-in screen needs both.
const AppLayout = lazy(() => import(/* webpackChunkName: "page" */ '../layout/AppLayout'));
const HomeRoute = lazy(() => import(/* webpackChunkName: "page" */ '../home/HomeRoute'));
// The campaign routes load their screens and view models on first visit (composition/campaign-screens/).
const FoldersPage = lazy(() => import('../campaigns/folders/FoldersPage'));
const CampaignsPage = lazy(() => import('../campaigns/list/CampaignsPage'));
const CampaignDetailPage = lazy(() => import('../campaigns/detail/CampaignDetailPage'));
const CreateCampaignPage = lazy(() => import('../campaigns/create/CreateCampaignPage'));
const StatusPage = lazy(() => import('../status/StatusPage'));
// One chunk with the area's view models (pageContainer.ts): they load together and share the admin texts.
const AdminPage = lazy(() => import(/* webpackChunkName: "admin" */ '../admin/AdminPage'));

/**
 * The signed-in screens that load on first visit, and what shows while their code loads: the
 * campaign screens keep the frame and say 'Loading...'; status and admin show the checking screen.
 */
const LAZY_SCREENS: { path: string; Screen: ComponentType; whileLoading: 'checking' | 'frame' }[] = [
  { path: 'status', Screen: StatusPage, whileLoading: 'checking' },
  { path: 'admin', Screen: AdminPage, whileLoading: 'checking' },
  // An account admin's own administration: the administration area's lazy module serves it too.
  { path: 'account-admin', Screen: AdminPage, whileLoading: 'checking' },
  { path: 'folders', Screen: FoldersPage, whileLoading: 'frame' },
  { path: 'campaigns', Screen: CampaignsPage, whileLoading: 'frame' },
  { path: 'campaigns/:campaignId', Screen: CampaignDetailPage, whileLoading: 'frame' },
  { path: 'campaign/new', Screen: CreateCampaignPage, whileLoading: 'frame' },
];

/** The signed-in frame, its code and its view models fetched side by side rather than one after the other. */
function SignedInFrame() {
  // Memoized by the composition: this only starts the download that AppLayout waits for.
  void useSignedInFrameLoader()();
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
            <Suspense fallback={<CheckingAuthentication />}>
              <LoginPage />
            </Suspense>
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
        <Route index element={<HomeRoute />} />
        {LAZY_SCREENS.map(({ path, Screen, whileLoading }) => (
          <Route
            key={path}
            path={path}
            element={
              whileLoading === 'checking' ? (
                <Suspense fallback={<CheckingAuthentication />}>
                  <Screen />
                </Suspense>
              ) : (
                <ScreenSuspense>
                  <Screen />
                </ScreenSuspense>
              )
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
