import { lazy, Suspense } from 'react';

// The dialog code (Radix AlertDialog) loads the first time a delete is asked for.
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog'));

/** The confirmation before a delete (spec 2 §8 "Confirmation precedes deletes"). */
export function ConfirmDelete(props: {
  title: string;
  question: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  );
}
