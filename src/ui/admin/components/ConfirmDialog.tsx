import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogLoaded';

export type { ConfirmDialogProps };

// Loads the first time a confirmation opens, not with /admin (Radix AlertDialog).
const ConfirmDialogLoaded = lazy(() => import('./ConfirmDialogLoaded'));

/** 'Confirmation precedes every delete' (spec 3 §5). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogLoaded {...props} />
    </Suspense>
  );
}
