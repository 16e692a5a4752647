import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import styles from './Campaigns.module.css';
import type { MoveToFolder } from './MoveToFolder';

// The dialog's code loads the first time "Move to folder" is pressed (the lists' first load stays small).
const MoveToFolderDialog = lazy(() => import('./MoveToFolderDialog'));

/** "Move to folder"'s dialog while it is open, and what the last move did. */
export const MoveDialog = observer(function MoveDialog({ move }: { move: MoveToFolder }) {
  return (
    <>
      {move.done && (
        <p role="status" className={styles.success}>
          {move.done}
        </p>
      )}
      {move.open && (
        <Suspense fallback={null}>
          <MoveToFolderDialog move={move} />
        </Suspense>
      )}
    </>
  );
});
