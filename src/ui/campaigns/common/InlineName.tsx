import { useState } from 'react';
import styles from './Campaigns.module.css';

/** A name that turns into a field on click; Enter or leaving saves, Escape cancels (spec 2 §2.4). */
export function InlineName({
  name,
  editing,
  editable,
  label,
  onStart,
  onCommit,
  onCancel,
}: {
  name: string;
  editing: boolean;
  editable: boolean;
  label: string;
  onStart(): void;
  onCommit(value: string): void;
  onCancel(): void;
}) {
  const [value, setValue] = useState(name);
  if (!editable) return <span>{name}</span>;
  if (!editing)
    return (
      <button
        type="button"
        className={styles.nameButton}
        data-action-control
        aria-label={`Rename ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          setValue(name);
          onStart();
        }}
      >
        {name}
      </button>
    );
  return (
    <input
      className={styles.input}
      aria-label={label}
      data-action-control
      // biome-ignore lint/a11y/noAutofocus: the field replaces the name the user just clicked
      autoFocus
      value={value}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => onCommit(value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(value);
        if (event.key === 'Escape') onCancel();
      }}
    />
  );
}
