import { type KeyboardEvent, useRef } from 'react';

/**
 * Editing a file's name (spec 1 §4 "Rename"): Enter or leaving the field commits, Escape cancels.
 * Whichever comes first wins, so the blur that follows Enter or Escape does nothing more.
 */
export function RenameField({
  name,
  className,
  onCommit,
  onCancel,
}: {
  name: string;
  className?: string;
  /** `byKeyboard`: Enter, so focus should go back to the name; otherwise the user moved elsewhere. */
  onCommit: (input: string, byKeyboard: boolean) => void;
  onCancel: () => void;
}) {
  const done = useRef(false);
  const finish = (then: () => void) => {
    if (done.current) return;
    done.current = true;
    then();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed into the name belong to it, not to the menus or lists around it.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      const input = event.currentTarget.value;
      finish(() => onCommit(input, true));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(onCancel);
    }
  };
  return (
    <input
      className={className}
      aria-label={`New name for ${name}`}
      defaultValue={name}
      // biome-ignore lint/a11y/noAutofocus: the user asked to edit this name; the field must take the keys.
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const input = event.currentTarget.value;
        finish(() => onCommit(input, false));
      }}
    />
  );
}
