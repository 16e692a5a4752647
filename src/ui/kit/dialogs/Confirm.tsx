import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Confirmation } from '../Confirmation';

// The dialog's code (Radix AlertDialog) loads the first time a confirmation is asked for.
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** The question a Confirmation holds, when it holds one: yes runs `onConfirm`, no closes it. */
export const Confirm = observer(function Confirm<T>({
  confirmation,
  title,
  question,
  confirmLabel = 'Delete',
  onConfirm,
}: {
  confirmation: Confirmation<T>;
  title: string;
  question(subject: T): string;
  confirmLabel?: string;
  onConfirm(): void;
}) {
  const subject = confirmation.subject;
  if (subject === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={title}
        question={question(subject)}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        onCancel={() => confirmation.cancel()}
      />
    </Suspense>
  );
});
