import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { FieldEdit } from './FieldEdit';

// The dialog's code (Radix Dialog) loads the first time a field is edited.
const EditFieldDialog = lazy(() => import('./EditFieldDialog'));

/** A list's "edit a field" dialog, while one is open (RowActions.fieldEdit). */
export const EditField = observer(function EditField<Row>({ edit }: { edit: FieldEdit<Row> }) {
  if (!edit.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <EditFieldDialog edit={edit} />
    </Suspense>
  );
});
