import { lazy, Suspense } from 'react';
import type { EntityFormDialogProps } from './EntityFormDialog';

// The dialog's code (Radix Dialog, the field renderers) loads the first time a form opens.
const EntityFormDialog = lazy(() => import('./EntityFormDialog'));

/** The open add/edit dialog of a screen, its code loaded on first use. */
export function FormFor<Values extends object>(props: EntityFormDialogProps<Values>) {
  return (
    <Suspense fallback={null}>
      <EntityFormDialog {...(props as unknown as EntityFormDialogProps<object>)} />
    </Suspense>
  );
}
