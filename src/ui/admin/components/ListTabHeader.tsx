import { observer } from 'mobx-react-lite';
import styles from './Admin.module.css';
import { ErrorText, LoadState } from './LoadState';

interface ListTabHeaderProps {
  heading: string;
  headingId: string;
  /** The primary button's text: "Add Role", "Add Setting". */
  addLabel: string;
  onAdd(): void;
  /** The list being shown: its loading state and what went wrong, with a retry. */
  list: { loading: boolean; loadError: string | null; load(): Promise<void> };
  /** A failed action's text (a delete refused), shown above the list. */
  alert?: string | null;
}

/** The top of an admin list (spec 3 §2): its heading and Add button, then the list's state. */
export const ListTabHeader = observer(function ListTabHeader({
  heading,
  headingId,
  addLabel,
  onAdd,
  list,
  alert,
}: ListTabHeaderProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <h2 id={headingId}>{heading}</h2>
        <button type="button" className={styles.primary} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {alert !== undefined && <ErrorText text={alert} />}
      <LoadState loading={list.loading} error={list.loadError} onRetry={() => void list.load()} />
    </>
  );
});
