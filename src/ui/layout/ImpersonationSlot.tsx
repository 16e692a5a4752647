import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/session-feature';

const ImpersonationBanner = lazy(() =>
  import('./ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })),
);

/** The impersonation banner's place in a sidebar: its code loads only when someone impersonates. */
export const ImpersonationSlot = observer(function ImpersonationSlot() {
  if (!useSession().user?.isImpersonating) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
});
