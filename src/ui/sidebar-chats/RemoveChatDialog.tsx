import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styles from './SidebarChats.module.css';

export interface RemoveChatDialogProps {
  summary: string;
  onCancel(): void;
  onConfirm(): void;
}

/** The confirmation that precedes removing a chat (spec 3 §5 "Confirmation precedes every delete"). */
export default function RemoveChatDialog({ summary, onCancel, onConfirm }: RemoveChatDialogProps) {
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
          <AlertDialog.Title className={styles.dialogTitle}>Remove chat</AlertDialog.Title>
          <AlertDialog.Description>
            Remove “{summary}”? Its messages will no longer be available.
          </AlertDialog.Description>
          <div className={styles.dialogButtons}>
            <AlertDialog.Cancel className={styles.secondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.danger} onClick={onConfirm}>
              Remove
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
