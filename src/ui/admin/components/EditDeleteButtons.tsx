import styles from './Admin.module.css';

interface EditDeleteButtonsProps {
  /** What the row is, for the buttons' accessible names: "channel Display", "role Editor". */
  subject: string;
  onEdit(): void;
  onDelete(): void;
  /** Why the row cannot be deleted now; the Delete button is disabled and says so on hover. */
  deleteRefusal?: string;
}

/** A row's Edit and Delete buttons in the admin tables (spec 3 §5: a confirmation follows Delete). */
export function EditDeleteButtons({ subject, onEdit, onDelete, deleteRefusal }: EditDeleteButtonsProps) {
  return (
    <>
      <button type="button" className={styles.button} aria-label={`Edit ${subject}`} onClick={onEdit}>
        Edit
      </button>
      <button
        type="button"
        className={styles.danger}
        aria-label={`Delete ${subject}`}
        disabled={deleteRefusal !== undefined}
        title={deleteRefusal}
        onClick={onDelete}
      >
        Delete
      </button>
    </>
  );
}
