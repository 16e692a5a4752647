import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CheckingAuthentication } from '../common/CheckingAuthentication';
import { useSession } from '../session/session-feature';
import { routeAccess } from './route-access';

/** Renders the route only when routeAccess allows it; otherwise the checking screen or a redirect. */
export const Guarded = observer(function Guarded({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const access = routeAccess(location.pathname, session);
  if (access.kind === 'checking') return <CheckingAuthentication />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <>{children}</>;
});
