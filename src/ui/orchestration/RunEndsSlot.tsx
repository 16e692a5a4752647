import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useRunEnds } from './run-ends-feature';

const RunEndsRegion = lazy(() => import('./RunEndsRegion'));

/** Where the frame shows the notices of runs that ended elsewhere: nothing until a run was seen. */
export const RunEndsSlot = observer(function RunEndsSlot() {
  const notices = useRunEnds();
  return notices ? (
    <Suspense fallback={null}>
      <RunEndsRegion notices={notices} />
    </Suspense>
  ) : null;
});
