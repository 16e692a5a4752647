import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { feature, useFeature } from '../app/features';
import type { Announcer } from './Announcer';

/** What the page tells the user beside the screen, provided by the signed-in frame. */
export const AnnouncerFeature = feature<Announcer>('live region');

// In the orchestration view models' chunk (pageContainer.ts): they are there before it is drawn.
const RunEndsRegion = lazy(
  () => import(/* webpackChunkName: "orchestration" */ '../orchestration/RunEndsRegion'),
);

/**
 * The polite live region the Announcer speaks through (there from the start, so changes are
 * heard), and the notices of runs that ended elsewhere once there can be any.
 */
export const LiveRegion = observer(function LiveRegion() {
  const announcer = useFeature(AnnouncerFeature);
  return (
    <>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcer.message}
      </p>
      {announcer.runEnds && (
        <Suspense fallback={null}>
          <RunEndsRegion notices={announcer.runEnds} />
        </Suspense>
      )}
    </>
  );
});
