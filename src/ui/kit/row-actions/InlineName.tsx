import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { RowActions } from './RowActions';
import styles from './RowActions.module.css';

/**
 * A row's name that turns into a field on click (spec 2 §2.4): Enter or leaving saves, Escape
 * cancels; what happens then is the row actions' (shown at once, undone if the save fails).
 */
export const InlineName = observer(function InlineName<Row>({
  actions,
  id,
  name,
  editable,
}: {
  actions: RowActions<Row>;
  id: string;
  name: string;
  editable: boolean;
}) {
  const [value, setValue] = useState(name);
  if (!editable) return <span>{name}</span>;
  if (actions.renamingId !== id)
    return (
      <button
        type="button"
        className={styles.nameButton}
        data-action-control
        aria-label={`Rename ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          setValue(name);
          actions.renameStarted(id);
        }}
      >
        {name}
      </button>
    );
  return (
    <input
      className={styles.nameField}
      aria-label={`New name for ${name}`}
      data-action-control
      // biome-ignore lint/a11y/noAutofocus: the field replaces the name the user just clicked
      autoFocus
      value={value}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void actions.renameCommitted(id, value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void actions.renameCommitted(id, value);
        if (event.key === 'Escape') actions.renameCancelled();
      }}
    />
  );
});
