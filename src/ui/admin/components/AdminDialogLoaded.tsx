import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import styles from './Admin.module.css';

export interface AdminDialogProps {
  title: string;
  submitLabel: string;
  error: string | null;
  busy?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** AdminDialog's frame over Radix Dialog, loaded the first time an admin dialog opens. */
export default function AdminDialogLoaded({
  title,
  submitLabel,
  error,
  busy,
  onSubmit,
  onClose,
  children,
}: AdminDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title asChild>
            <h2>{title}</h2>
          </Dialog.Title>
          <form className={styles.form} onSubmit={submit} noValidate>
            {children}
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={styles.buttons}>
              <Dialog.Close asChild>
                <button type="button" className={styles.button}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
