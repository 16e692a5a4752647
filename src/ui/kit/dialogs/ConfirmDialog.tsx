import * as AlertDialog from '@radix-ui/react-alert-dialog';
import kit from '../Kit.module.css';
import styles from './Dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  /** The yes button: 'Delete', 'Remove'. */
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Confirmation precedes every delete' (spec 2 §8, spec 3 §5): the question, Cancel and the yes. */
export default function ConfirmDialog({
  title,
  question,
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
          <AlertDialog.Description>{question}</AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel className={kit.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={kit.danger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
