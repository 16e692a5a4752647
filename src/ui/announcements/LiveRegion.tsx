import { observer } from 'mobx-react-lite';
import { useAnnouncer } from './announcer-feature';

/** The polite live region the Announcer speaks through; there from the start, so changes are heard. */
export const LiveRegion = observer(function LiveRegion() {
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {useAnnouncer().message}
    </p>
  );
});
