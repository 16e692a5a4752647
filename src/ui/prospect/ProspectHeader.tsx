import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/session-feature';

const ProspectBadge = lazy(() => import(/* webpackChunkName: "prospect" */ './ProspectBadge'));

/**
 * The prospect in the sidebar's header (issue 29), only when the signed-in user's account stands
 * for one (a demo backend's pack made for it): the badge's code loads then, and never otherwise.
 */
export const ProspectHeader = observer(function ProspectHeader() {
  const prospect = useSession().user?.prospect;
  return prospect ? (
    <Suspense>
      <ProspectBadge prospect={prospect} />
    </Suspense>
  ) : null;
});
