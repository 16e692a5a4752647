import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styles from './Campaigns.module.css';

/** The confirmation before a delete (spec 2 §8 "Confirmation precedes deletes"). */
export default function ConfirmDeleteDialog({
  title,
  question,
  onCancel,
  onConfirm,
}: {
  title: string;
  question: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{question}</AlertDialog.Description>
          <div className={styles.dialogButtons}>
            <AlertDialog.Cancel className={styles.secondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.danger} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
