import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CheckingAuthentication } from '../common/CheckingAuthentication';
import { ComingSoonPage } from '../common/ComingSoonPage';
import { ErrorScreen } from '../common/ErrorScreen';
import { LoginPage } from '../login/LoginPage';
import { Guarded } from './RouteGuards';

// Everything behind sign-in loads lazily so that /login stays small.
const AppLayout = lazy(() => import('../layout/AppLayout'));
const HomeScreen = lazy(() => import('../home/HomeScreen'));

const comingSoon = (title: string) => <ComingSoonPage title={title} />;

export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <ErrorScreen />,
    element: (
      <Guarded>
        <LoginPage />
      </Guarded>
    ),
  },
  {
    path: '/',
    errorElement: <ErrorScreen />,
    element: (
      <Guarded>
        <Suspense fallback={<CheckingAuthentication />}>
          <AppLayout />
        </Suspense>
      </Guarded>
    ),
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'status', element: comingSoon('Session Statistics') },
      { path: 'admin', element: comingSoon('Admin Dashboard') },
      { path: 'folders', element: comingSoon('Folders') },
      { path: 'campaigns', element: comingSoon('Campaigns') },
      { path: 'campaigns/:campaignId', element: comingSoon('Campaign') },
      { path: 'campaign/new', element: comingSoon('Create New Campaign') },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
