import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import kit from '../Kit.module.css';
import styles from './Dialog.module.css';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  error: string | null;
  busy?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * An add or edit dialog (Radix: focus stays inside, Escape closes): its fields, the error in the
 * spec's words, Cancel and the submit button. Ctrl+Enter submits from any field.
 */
export function FormDialog({
  title,
  submitLabel,
  error,
  busy,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const submitOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title asChild>
            <h2>{title}</h2>
          </Dialog.Title>
          <form className={styles.form} onSubmit={submit} onKeyDown={submitOnCtrlEnter} noValidate>
            {children}
            {error && (
              <p role="alert" className={kit.error}>
                {error}
              </p>
            )}
            <div className={styles.buttons}>
              <Dialog.Close asChild>
                <button type="button" className={kit.button}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className={kit.primary} disabled={busy} aria-busy={busy || undefined}>
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
