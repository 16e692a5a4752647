import { lazy, Suspense } from 'react';
import { useProspectBrand } from './presenter-feature';

const ProspectBadge = lazy(() => import(/* webpackChunkName: "prospect" */ './ProspectBadge'));

/** The prospect in the sidebar's header (issue 29), on demo backends only: loads after the frame shows. */
export function ProspectHeader() {
  const load = useProspectBrand();
  return (
    load && (
      <Suspense>
        <ProspectBadge load={load} />
      </Suspense>
    )
  );
}
