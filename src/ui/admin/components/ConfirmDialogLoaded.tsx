import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styles from './Admin.module.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** ConfirmDialog over Radix AlertDialog, loaded the first time a confirmation opens. */
export default function ConfirmDialogLoaded({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title asChild>
            <h2>{title}</h2>
          </AlertDialog.Title>
          <AlertDialog.Description>{message}</AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel className={styles.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.danger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
