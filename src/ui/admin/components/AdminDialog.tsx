import { lazy, Suspense } from 'react';
import type { AdminDialogProps } from './AdminDialogLoaded';

export type { AdminDialogProps };

// The dialog code (Radix Dialog, focus trap, scroll lock) loads the first time one opens, not with /admin.
const AdminDialogLoaded = lazy(() => import('./AdminDialogLoaded'));

/** The admin modals' shared frame: title, fields, the error in the spec's words, submit and Cancel. */
export function AdminDialog(props: AdminDialogProps) {
  return (
    <Suspense fallback={null}>
      <AdminDialogLoaded {...props} />
    </Suspense>
  );
}
